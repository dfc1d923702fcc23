import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  SignatureDeclinedError,
} from '@latch/core'
import { parseSiwxMessage, unverifiedSiwx } from '@latch/core/siwx'
import type { SolanaDevnet } from '@latch/devnet'
import type { SolanaTestWallet } from '@latch/test-wallet'
import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  cleanupAfterEach,
  devnetWallet,
  makeWindow,
  registerWallet,
  startLocalDevnet,
  withFeatures,
} from '../test/fixtures.ts'
import { solanaAdapter } from './solanaAdapter.ts'
import type { StandardWallet } from './types.ts'

// Core's sign-in flow (P8) with the solana adapter's signIn hook and the test wallet: the
// session holds exactly what the wallet signed.
const connectorId = 'ws:Latch Test Wallet'
let devnet: SolanaDevnet
let network: CaipNetwork

beforeAll(async () => {
  ;({ devnet, network } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

/** A page with the wallet (or a reshaped one) and a Latch client asking for sign-in. */
async function signedInPage(reshape?: (wallet: SolanaTestWallet) => StandardWallet) {
  const wallet = devnetWallet(devnet, 1)
  const target = makeWindow()
  cleanups.push(registerWallet(reshape ? reshape(wallet) : wallet, target))
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks: [network],
    adapters: [solanaAdapter({ window: target, reconnectTimeoutMs: 200 })],
    storage: createMemoryStorage(),
    metadata: { name: 'Demo', description: 'Demo', url: 'http://127.0.0.1:5173', icons: [] },
    siwx: unverifiedSiwx({ statement: 'Sign in to the Latch demo.' }),
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  await latch.connect({ connectorId })
  return { wallet, latch }
}

async function verifies(wallet: SolanaTestWallet, message: string, signature: string) {
  const key = await getPublicKeyFromAddress(address(wallet.address))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  return verifySignature(key, bytes, new TextEncoder().encode(message))
}

describe('sign-in through a Latch client', () => {
  test.each([
    ['solana:signIn', undefined],
    [
      'solana:signMessage',
      (wallet: SolanaTestWallet) => withFeatures(wallet, { 'solana:signIn': undefined }),
    ],
  ] as const)(
    'with %s: the session is the wallet-signed message and its signature',
    async (method, reshape) => {
      const { wallet, latch } = await signedInPage(reshape)
      const session = await latch.signIn()
      expect(wallet.requests.at(-1)).toBe(method)
      expect(parseSiwxMessage(session.message)).toStrictEqual(session.data)
      expect(session.data).toMatchObject({
        domain: '127.0.0.1:5173',
        address: wallet.address,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      })
      expect(session.message).toContain('\nChain ID: devnet\n')
      expect(await verifies(wallet, session.message, session.signature)).toBe(true)
    },
  )

  test('declined in the wallet: SignatureDeclinedError, no session', async () => {
    const { wallet, latch } = await signedInPage()
    wallet.setPolicy('reject')
    const error = await latch.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(wallet.approvals.at(-1)).toEqual({ method: 'solana:signIn', decision: 'rejected' })
  })
})
