import { type CaipNetwork, isUserRejection } from '@latch/core'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageFields } from '@latch/core/siwx'
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
  recordingContext,
  registerWallet,
  startLocalDevnet,
  withFeatures,
} from '../../test/fixtures.ts'
import { solanaAdapter } from '../solanaAdapter.ts'
import type { SolanaSignInFeature, SolanaSignInInput, StandardWallet } from '../types.ts'

const connectorId = 'ws:Latch Test Wallet'
let devnet: SolanaDevnet
let network: CaipNetwork

beforeAll(async () => {
  ;({ devnet, network } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

/** A connected adapter on a fresh window with the test wallet (or a reshaped one). */
async function connected(reshape?: (wallet: SolanaTestWallet) => StandardWallet) {
  const wallet = await devnetWallet(devnet, 2)
  const target = makeWindow()
  cleanups.push(registerWallet(reshape ? reshape(wallet) : wallet, target))
  const adapter = solanaAdapter({ window: target })
  cleanups.push(adapter.setup(recordingContext([network]).context))
  await adapter.connect({ connectorId, network })
  return { wallet, adapter }
}

const fieldsFor = (wallet: SolanaTestWallet, extra: Partial<SiwxMessageFields> = {}) =>
  ({
    domain: '127.0.0.1:5173',
    address: wallet.address,
    statement: 'Sign in to the Latch demo.',
    uri: 'http://127.0.0.1:5173/',
    version: '1',
    chainId: network.caipNetworkId,
    nonce: 'k3Jd92LmQp0x',
    issuedAt: '2026-11-25T16:00:00.000Z',
    ...extra,
  }) satisfies SiwxMessageFields

/** Whether `signature` (base58) is the wallet key's ed25519 signature of exactly `message`. */
async function verifies(wallet: SolanaTestWallet, message: string, signature: string) {
  const key = await getPublicKeyFromAddress(address(wallet.address))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  expect(bytes).toHaveLength(64)
  return verifySignature(key, bytes, new TextEncoder().encode(message))
}

describe('signIn', () => {
  test('solana:signIn: the wallet builds exactly the message asked, and its signature verifies', async () => {
    const { wallet, adapter } = await connected()
    const fields = fieldsFor(wallet, {
      expirationTime: '2026-11-25T16:10:00.000Z',
      requestId: 'r-1',
      resources: ['https://example.com/terms'],
    })
    const message = formatSiwxMessage(fields)
    const signed = await adapter.signIn!({ connectorId, fields, message })
    expect(signed.message).toBe(message)
    expect(parseSiwxMessage(signed.message)).toStrictEqual(fields)
    expect(wallet.requests.at(-1)).toBe('solana:signIn')
    expect(wallet.approvals.at(-1)).toMatchObject({ method: 'solana:signIn' })
    expect(await verifies(wallet, signed.message, signed.signature)).toBe(true)
    // The check can fail: one character more is another message.
    expect(await verifies(wallet, `${signed.message} `, signed.signature)).toBe(false)
  })

  test('the wallet gets the fields as Sign In With Solana input, devnet by name', async () => {
    const inputs: SolanaSignInInput[] = []
    const { wallet, adapter } = await connected((inner) => {
      const feature = inner.features['solana:signIn'] as SolanaSignInFeature
      return withFeatures(inner, {
        'solana:signIn': {
          version: feature.version,
          signIn: (...given: SolanaSignInInput[]) => {
            inputs.push(...given)
            return feature.signIn(...given)
          },
        },
      })
    })
    const fields = fieldsFor(wallet)
    await adapter.signIn!({ connectorId, fields, message: formatSiwxMessage(fields) })
    expect(inputs).toEqual([
      {
        domain: '127.0.0.1:5173',
        address: wallet.address,
        statement: 'Sign in to the Latch demo.',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        chainId: 'devnet',
        nonce: 'k3Jd92LmQp0x',
        issuedAt: '2026-11-25T16:00:00.000Z',
      },
    ])
  })

  test('without solana:signIn: solana:signMessage over the formatted message', async () => {
    const { wallet, adapter } = await connected((inner) =>
      withFeatures(inner, { 'solana:signIn': undefined }),
    )
    const fields = fieldsFor(wallet, { statement: undefined })
    delete (fields as Partial<SiwxMessageFields>).statement
    const message = formatSiwxMessage(fields)
    const signed = await adapter.signIn!({ connectorId, fields, message })
    expect(signed.message).toBe(message)
    expect(wallet.requests.at(-1)).toBe('solana:signMessage')
    expect(await verifies(wallet, message, signed.signature)).toBe(true)
  })

  test.each([
    ['solana:signIn', undefined],
    [
      'solana:signMessage',
      (inner: SolanaTestWallet) => withFeatures(inner, { 'solana:signIn': undefined }),
    ],
  ] as const)(
    'declined through %s: the wallet’s 4001, a user rejection for core',
    async (_, reshape) => {
      const { wallet, adapter } = await connected(reshape)
      wallet.setPolicy('reject')
      const fields = fieldsFor(wallet)
      const error = await adapter.signIn!({
        connectorId,
        fields,
        message: formatSiwxMessage(fields),
      }).catch((e: unknown) => e)
      expect(error).toMatchObject({ code: 4001 })
      expect(isUserRejection(error)).toBe(true)
    },
  )

  test('a wallet that signs another message than the one asked: SiwxMessageError mismatch', async () => {
    const { wallet, adapter } = await connected((inner) => {
      const feature = inner.features['solana:signIn'] as SolanaSignInFeature
      return withFeatures(inner, {
        // Drops the statement, as a wallet that ignores a field would.
        'solana:signIn': {
          version: feature.version,
          signIn: ({ statement: _, ...input }: SolanaSignInInput) => feature.signIn(input),
        },
      })
    })
    const fields = fieldsFor(wallet)
    await expect(
      adapter.signIn!({ connectorId, fields, message: formatSiwxMessage(fields) }),
    ).rejects.toMatchObject({ name: 'SiwxMessageError', reason: 'mismatch' })
  })

  test('signMessage that signs prefixed bytes: mismatch, not a signature over other bytes', async () => {
    const { wallet, adapter } = await connected((inner) =>
      withFeatures(inner, {
        'solana:signIn': undefined,
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (input: { account: unknown; message: Uint8Array }) => {
            const prefixed = new Uint8Array([0xff, ...input.message])
            return [{ signedMessage: prefixed, signature: new Uint8Array(64) }]
          },
        },
      }),
    )
    const fields = fieldsFor(wallet)
    await expect(
      adapter.signIn!({ connectorId, fields, message: formatSiwxMessage(fields) }),
    ).rejects.toMatchObject({ name: 'SiwxMessageError', reason: 'mismatch' })
  })

  test('an unknown connector fails before any wallet is asked', async () => {
    const { wallet, adapter } = await connected()
    const requests = wallet.requests.length
    const fields = fieldsFor(wallet)
    await expect(
      adapter.signIn!({ connectorId: 'ws:Nowhere', fields, message: formatSiwxMessage(fields) }),
    ).rejects.toMatchObject({ name: 'WalletNotFoundError' })
    expect(wallet.requests).toHaveLength(requests)
  })
})
