import {
  type CaipNetwork,
  ConnectionRejectedError,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  parseUnits,
  SignatureDeclinedError,
} from '@latch/core'
import type { SolanaDevnet } from '@latch/devnet'
import type { SolanaTestWallet } from '@latch/test-wallet'
import {
  address,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  cleanupAfterEach,
  devnetWallet,
  type LocalRpc,
  makeWindow,
  registerWallet,
  startLocalDevnet,
} from '../test/fixtures.ts'
import { solanaAdapter } from './solanaAdapter.ts'

// The adapter as a site uses it: inside a Latch client, with core owning the state.
const connectorId = 'ws:Latch Test Wallet'
let devnet: SolanaDevnet
let network: CaipNetwork
let rpc: LocalRpc

beforeAll(async () => {
  ;({ devnet, network, rpc } = await startLocalDevnet())
})
afterAll(() => devnet?.stop())

const cleanups = cleanupAfterEach()

const makeWallet = () => devnetWallet(devnet)

/** A page load: a window with the wallet registered and a Latch client on it. */
function load(wallet: SolanaTestWallet, storage = createMemoryStorage()) {
  const target = makeWindow()
  cleanups.push(registerWallet(wallet, target))
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks: [network],
    adapters: [solanaAdapter({ window: target, reconnectTimeoutMs: 200 })],
    storage,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  const events: string[] = []
  latch.subscribeEvents((event) => events.push(event.data.event))
  return { latch, storage, events }
}

describe('solanaAdapter inside a Latch client', () => {
  test('lists the wallet and connects it, SOL balance included', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    expect(latch.getState().connectors).toMatchObject([
      { id: connectorId, type: 'ANNOUNCED', chain: 'solana' },
    ])
    await latch.connect({ connectorId })
    expect(latch.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${wallet.address}`,
    })
    const lamports = (await rpc.getBalance(address(wallet.address)).send()).value
    await vi.waitFor(() => {
      const balance = latch.getState().accounts.solana?.balance
      expect(balance && parseUnits(balance, 9)).toBe(lamports)
    })
    expect(latch.getState().accounts.solana?.balanceSymbol).toBe('SOL')
  })

  test('a declined connect is Connection rejected', async () => {
    const wallet = makeWallet()
    wallet.setPolicy('reject')
    const { latch } = load(wallet)
    await expect(latch.connect({ connectorId })).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(latch.getState().accounts.solana?.status).toBe('disconnected')
  })

  test('a reload restores the connection without prompting', async () => {
    const wallet = makeWallet()
    const first = load(wallet)
    await first.latch.connect({ connectorId })
    first.latch.destroy()
    const prompts = wallet.approvals.length
    const { latch } = load(wallet, first.storage)
    await latch.ready
    expect(latch.getState().accounts.solana).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.approvals).toHaveLength(prompts)
  })

  test('signMessage through the client verifies; declining is Signature declined', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId })
    const message = 'Sign in to Latch'
    const signature = await latch.signMessage({ message })
    const key = await getPublicKeyFromAddress(address(wallet.address))
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
    wallet.setPolicy('reject')
    await expect(latch.signMessage({ message })).rejects.toBeInstanceOf(SignatureDeclinedError)
  })

  test('sendTransaction through the client moves the lamports asked for', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId })
    const to = (await generateKeyPairSigner()).address
    await latch.sendTransaction({ to, value: 250_000_000n })
    await vi.waitFor(async () => expect((await rpc.getBalance(to).send()).value).toBe(250_000_000n))
  })

  test('the wallet’s account switch reaches the store', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId })
    wallet.setAccount(1)
    expect(latch.getState().accounts.solana?.address).toBe(wallet.addresses[1])
  })

  test('disconnect asks the wallet once and reports one disconnect', async () => {
    const wallet = makeWallet()
    const { latch, events } = load(wallet)
    await latch.connect({ connectorId })
    await latch.disconnect({ namespace: 'solana' })
    expect(wallet.connected).toBe(false)
    expect(wallet.requests.filter((r) => r === 'standard:disconnect')).toHaveLength(1)
    expect(events.filter((e) => e === 'DISCONNECT_SUCCESS')).toHaveLength(1)
    expect(latch.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
  })

  test('locking the wallet disconnects the site', async () => {
    const wallet = makeWallet()
    const { latch, events } = load(wallet)
    await latch.connect({ connectorId })
    wallet.lock()
    expect(latch.getState().accounts.solana?.status ?? 'disconnected').toBe('disconnected')
    expect(events).toContain('DISCONNECT_SUCCESS')
  })
})
