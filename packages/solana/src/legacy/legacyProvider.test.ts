import type { CaipNetwork } from '@latch/core'
import { formatSiwxMessage } from '@latch/core/siwx'
import type { SolanaDevnet } from '@latch/devnet'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createLegacyTestProvider } from '../../test/createLegacyTestProvider.ts'
import {
  cleanupAfterEach,
  makeWindow,
  recordingContext,
  startLocalDevnet,
} from '../../test/fixtures.ts'
import { INJECTED_CONNECTOR_ID } from '../discovery/discoverWallets.ts'
import { solanaAdapter } from '../solanaAdapter.ts'

// A page with only a pre-Wallet-Standard `window.solana`: the adapter drives it through the
// Wallet Standard face it builds for it.
let devnet: SolanaDevnet
let network: CaipNetwork

beforeAll(async () => {
  ;({ devnet, network } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

async function setup(legacy?: Awaited<ReturnType<typeof createLegacyTestProvider>>) {
  const injected =
    legacy ??
    (await createLegacyTestProvider({
      secretKey: devnet.accounts[0]!.secretKey,
      rpcUrl: devnet.rpcUrl,
    }))
  const target = makeWindow()
  target.solana = injected.provider
  const adapter = solanaAdapter({ window: target, reconnectTimeoutMs: 100 })
  const recorder = recordingContext([network])
  cleanups.push(adapter.setup(recorder.context))
  return { legacy: injected, adapter, ...recorder }
}
const connectorId = INJECTED_CONNECTOR_ID

describe('a legacy window.solana provider', () => {
  test('connect, and a reject keeps code 4001', async () => {
    const { adapter, legacy } = await setup()
    legacy.setPolicy('reject')
    await expect(adapter.connect({ connectorId, network })).rejects.toMatchObject({ code: 4001 })
    legacy.setPolicy('approve')
    await expect(adapter.connect({ connectorId, network })).resolves.toEqual({
      address: legacy.address,
      chainId: network.id,
      accounts: [{ address: legacy.address, type: 'eoa' }],
    })
  })

  test('reconnect asks onlyIfTrusted: the trusted site is restored, another gets undefined', async () => {
    const first = await setup()
    await expect(first.adapter.reconnect({ connectorId, network })).resolves.toBeUndefined()
    await first.adapter.connect({ connectorId, network })
    const { adapter, legacy } = await setup(first.legacy)
    await expect(adapter.reconnect({ connectorId, network })).resolves.toMatchObject({
      address: legacy.address,
    })
    expect(legacy.requests.filter((r) => r === 'connect')).toHaveLength(1)
  })

  test('signMessage verifies against the account’s key', async () => {
    const { adapter, legacy } = await setup()
    await adapter.connect({ connectorId, network })
    const message = 'Hello from a legacy wallet'
    const signature = await adapter.signMessage({ connectorId, address: legacy.address, message })
    const key = await getPublicKeyFromAddress(address(legacy.address))
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
  })

  test('signIn signs the Sign In With Solana text with signMessage (no solana:signIn here)', async () => {
    const { adapter, legacy } = await setup()
    await adapter.connect({ connectorId, network })
    const fields = {
      domain: '127.0.0.1:5173',
      address: legacy.address,
      uri: 'http://127.0.0.1:5173/',
      version: '1',
      chainId: network.caipNetworkId,
      nonce: 'legacy1234',
      issuedAt: '2026-11-25T16:00:00.000Z',
    } as const
    const message = formatSiwxMessage(fields)
    const signed = await adapter.signIn!({ connectorId, fields, message })
    expect(signed.message).toBe(message)
    const key = await getPublicKeyFromAddress(address(legacy.address))
    const bytes = getBase58Encoder().encode(signed.signature) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
  })

  test('sendTransaction goes through request(signAndSendTransaction) and moves the SOL', async () => {
    const { adapter, legacy } = await setup()
    await adapter.connect({ connectorId, network })
    const to = (await generateKeyPairSigner()).address
    await adapter.sendTransaction({
      connectorId,
      network,
      from: legacy.address,
      to,
      value: 2_000_000n,
    })
    expect(legacy.requests.at(-1)).toBe('signAndSendTransaction')
    const rpc = createSolanaRpc(devnet.rpcUrl)
    await vi.waitFor(async () => expect((await rpc.getBalance(to).send()).value).toBe(2_000_000n))
  })

  test('the wallet hiding the account disconnects; our own disconnect is not echoed', async () => {
    const { adapter, legacy, reports } = await setup()
    await adapter.connect({ connectorId, network })
    await adapter.disconnect({ connectorId })
    expect(legacy.requests.at(-1)).toBe('disconnect')
    expect(reports.disconnected).toEqual([])
    await adapter.connect({ connectorId, network })
    legacy.switchToUntrustedAccount()
    expect(reports.disconnected).toEqual([{ connectorId }])
  })

  test('a legacy provider set after setup is found when a restore waits for it', async () => {
    const legacy = await createLegacyTestProvider({
      secretKey: devnet.accounts[0]!.secretKey,
      rpcUrl: devnet.rpcUrl,
    })
    await legacy.provider.connect()
    const target = makeWindow()
    const adapter = solanaAdapter({ window: target, reconnectTimeoutMs: 50 })
    cleanups.push(adapter.setup(recordingContext([network]).context))
    target.solana = legacy.provider
    await expect(adapter.reconnect({ connectorId, network })).resolves.toMatchObject({
      address: legacy.address,
    })
  })
})
