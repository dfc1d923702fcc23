import {
  type CaipNetwork,
  ConnectionRejectedError,
  createLatch,
  createMemoryStorage,
  type LatchClient,
} from '@latch/core'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { formatEther, type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilNetwork, makeWindow } from '../test/fixtures.ts'
import { evmAdapter } from './evmAdapter.ts'

// The adapter as a site uses it: inside a Latch client, with core owning the state.
const RDNS = 'dev.latch.testwallet'
let one: TestAnvil
let two: TestAnvil
let networks: [CaipNetwork, CaipNetwork]

beforeAll(async () => {
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  networks = [anvilNetwork(one), anvilNetwork(two)]
})
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()])
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function makeWallet() {
  return createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [
      { chainId: 31337, name: 'One', rpcUrl: one.rpcUrl },
      { chainId: 31338, name: 'Two', rpcUrl: two.rpcUrl },
    ],
    knownChainIds: [31337],
  })
}

/** A page load: a window with the wallet announced and a Latch client on it. */
function load(wallet: TestWallet, storage = createMemoryStorage()) {
  const target = makeWindow()
  cleanups.push(announceTestWallet(wallet, { window: target }))
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks,
    adapters: [evmAdapter({ window: target, reconnectTimeoutMs: 200 })],
    storage,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  const events: string[] = []
  latch.subscribeEvents((event) => events.push(event.data.event))
  return { latch, storage, events }
}

describe('evmAdapter inside a Latch client', () => {
  test('lists the announced wallet and connects it, balance included', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    expect(latch.getState().connectors).toMatchObject([{ id: RDNS, type: 'ANNOUNCED' }])
    await latch.connect({ connectorId: RDNS })
    const expected = formatEther(
      BigInt((await one.rpc('eth_getBalance', [wallet.address, 'latest'])) as string),
    )
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
    })
    await vi.waitFor(() => expect(latch.getState().accounts.eip155?.balance).toBe(expected))
  })

  test('a declined connect is Connection rejected', async () => {
    const wallet = makeWallet()
    wallet.setPolicy('reject')
    const { latch } = load(wallet)
    await expect(latch.connect({ connectorId: RDNS })).rejects.toBeInstanceOf(
      ConnectionRejectedError,
    )
    expect(latch.getState().accounts.eip155?.status).toBe('disconnected')
  })

  test('a reload restores the connection without prompting', async () => {
    const wallet = makeWallet()
    const first = load(wallet)
    await first.latch.connect({ connectorId: RDNS })
    first.latch.destroy()
    const prompts = wallet.approvals.length
    const { latch } = load(wallet, first.storage)
    await latch.ready
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.approvals).toHaveLength(prompts)
  })

  test('switchNetwork adds the unknown chain; the wallet’s own switch back is followed', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId: RDNS })
    await latch.switchNetwork({ network: networks[1] })
    expect(wallet.chainId).toBe(31338)
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31338')
    wallet.switchChainExternally(31337)
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31337')
    expect(latch.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${wallet.address}`)
  })

  test('the wallet’s account switch reaches the store', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId: RDNS })
    wallet.setAccount(1)
    expect(latch.getState().accounts.eip155?.address).toBe(wallet.addresses[1])
  })

  test('signMessage through the client verifies', async () => {
    const wallet = makeWallet()
    const { latch } = load(wallet)
    await latch.connect({ connectorId: RDNS })
    const message = 'Sign in to Latch'
    const signature = await latch.signMessage({ message })
    expect(
      await verifyMessage({ address: wallet.address, message, signature: signature as Hex }),
    ).toBe(true)
  })

  test('disconnect revokes once and reports one disconnect', async () => {
    const wallet = makeWallet()
    const { latch, events } = load(wallet)
    await latch.connect({ connectorId: RDNS })
    await latch.disconnect({ namespace: 'eip155' })
    expect(wallet.connected).toBe(false)
    expect(events.filter((e) => e === 'DISCONNECT_SUCCESS')).toHaveLength(1)
    expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  test('locking the wallet disconnects the site', async () => {
    const wallet = makeWallet()
    const { latch, events } = load(wallet)
    await latch.connect({ connectorId: RDNS })
    wallet.lock()
    expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(events).toContain('DISCONNECT_SUCCESS')
  })
})
