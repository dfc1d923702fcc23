// @vitest-environment happy-dom

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetwork, createLatch, createMemoryStorage, type LatchClient } from '@latch/core'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import {
  type Config,
  connect,
  createConfig,
  createStorage,
  getConnection,
  http,
  type Storage,
} from '@wagmi/core'
import { defineChain } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilNetwork } from '../../test/fixtures.ts'
import { trackFetches } from '../../test/trackFetches.ts'
import { evmWagmiAdapter } from './evmWagmiAdapter.ts'

// wagmi discovers wallets on the global window, so this file runs in happy-dom.
let one: TestAnvil
let two: TestAnvil
let networks: [CaipNetwork, CaipNetwork]
const fetches = trackFetches()
/**
 * Stands where the Latch server would: these tests are about wagmi, so every API call (balances
 * after a switch …) gets a plain 404 rather than a refused connection on the default host.
 */
let api: Server
let apiUrl: string

beforeAll(async () => {
  api = createServer((_request, response) => response.writeHead(404).end())
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`
  ;[one, two] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  networks = [anvilNetwork(one), anvilNetwork(two)]
})
afterAll(async () => {
  // Balance reads core started in the last tests may still be in flight; happy-dom logs every
  // one a stopped anvil cuts off.
  await fetches.settled()
  fetches.restore()
  await Promise.all([one?.stop(), two?.stop()])
  await new Promise((resolve) => api?.close(resolve))
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

let walletCount = 0
/** A fresh wallet under its own rdns (earlier tests' wagmi configs still listen on window). */
function makeWallet(): TestWallet {
  const wallet = createTestWallet({
    privateKeys: [...ANVIL_KEYS],
    chains: [
      { chainId: 31337, name: 'One', rpcUrl: one.rpcUrl },
      { chainId: 31338, name: 'Two', rpcUrl: two.rpcUrl },
    ],
    knownChainIds: [31337],
    info: { rdns: `dev.latch.wagmi${++walletCount}`, name: 'Wagmi Test Wallet' },
  })
  cleanups.push(announceTestWallet(wallet, { window }))
  return wallet
}

/** A site's wagmi config: chain 31337 always, 31338 only when asked. */
function makeWagmiConfig(storage: Storage, withSecondChain = true): Config {
  const chain = (network: CaipNetwork) =>
    defineChain({
      id: network.id as number,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    })
  const chains = withSecondChain
    ? ([chain(networks[0]), chain(networks[1])] as const)
    : ([chain(networks[0])] as const)
  return createConfig({
    chains,
    transports: Object.fromEntries(chains.map((c) => [c.id, http()])),
    storage,
  })
}

function memoryWagmiStorage(): Storage {
  const items = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  })
}

/** A page load: the site's wagmi config plus a Latch client handed that config. */
function load(
  options: {
    latchStorage?: ReturnType<typeof createMemoryStorage>
    wagmiStorage?: Storage
    withSecondChain?: boolean
  } = {},
) {
  const wagmiStorage = options.wagmiStorage ?? memoryWagmiStorage()
  const latchStorage = options.latchStorage ?? createMemoryStorage()
  const wagmiConfig = makeWagmiConfig(wagmiStorage, options.withSecondChain)
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    endpoints: { apiUrl, directoryUrl: apiUrl, analyticsUrl: apiUrl },
    networks,
    adapters: [evmWagmiAdapter({ wagmiConfig, reconnectTimeoutMs: 200 })],
    storage: latchStorage,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  return { latch, wagmiConfig, wagmiStorage, latchStorage }
}

describe('evmWagmiAdapter', () => {
  test('connecting through Latch connects the wagmi config too', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load()
    await latch.connect({ connectorId: wallet.info.rdns })
    const connection = getConnection(wagmiConfig)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(wallet.address)
    expect(connection.connector?.id).toBe(wallet.info.rdns)
    expect(latch.getState().accounts.eip155?.address).toBe(wallet.address)
    // wagmi's injected connector asks through EIP-2255, which is how we know it did the work.
    expect(wallet.requests).toContain('wallet_requestPermissions')
  })

  test('a connection the site made with wagmi is adopted without another prompt', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load()
    const connector = wagmiConfig.connectors.find((c) => c.id === wallet.info.rdns)!
    await connect(wagmiConfig, { connector })
    const prompts = wallet.approvals.length
    await latch.connect({ connectorId: wallet.info.rdns })
    expect(wallet.approvals).toHaveLength(prompts)
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
  })

  test('switching adds the unknown chain through wagmi; wagmi and Latch agree', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load()
    await latch.connect({ connectorId: wallet.info.rdns })
    await latch.switchNetwork({ network: networks[1] })
    expect(wallet.chainId).toBe(31338)
    expect(getConnection(wagmiConfig).chainId).toBe(31338)
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31338')
  })

  test('a chain missing from the wagmi config is still added and switched to', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load({ withSecondChain: false })
    await latch.connect({ connectorId: wallet.info.rdns })
    await latch.switchNetwork({ network: networks[1] })
    expect(wallet.chainId).toBe(31338)
    expect(latch.getState().activeCaipNetworkId).toBe('eip155:31338')
    // wagmi follows the wallet's chainChanged on its own.
    await vi.waitFor(() => expect(getConnection(wagmiConfig).chainId).toBe(31338))
  })

  test('the wallet’s own account switch reaches both', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load()
    await latch.connect({ connectorId: wallet.info.rdns })
    wallet.setAccount(1)
    expect(latch.getState().accounts.eip155?.address).toBe(wallet.addresses[1])
    await vi.waitFor(() => expect(getConnection(wagmiConfig).address).toBe(wallet.addresses[1]))
  })

  test('two wallets: switching in Latch makes the other wagmi’s current connection, no prompt', async () => {
    const [first, second] = [makeWallet(), makeWallet()]
    second.setAccount(1)
    const { latch, wagmiConfig } = load()
    await latch.connect({ connectorId: first.info.rdns })
    await latch.connect({ connectorId: second.info.rdns })
    expect(getConnection(wagmiConfig).address).toBe(second.address)
    const asked = [first.approvals.length, second.approvals.length]
    await latch.switchConnection({ namespace: 'eip155', connectorId: first.info.rdns })
    expect(getConnection(wagmiConfig).address).toBe(first.address)
    expect(latch.getState().accounts.eip155?.address).toBe(first.address)
    expect([first.approvals.length, second.approvals.length]).toEqual(asked)
  })

  test('disconnecting through Latch disconnects wagmi and revokes', async () => {
    const wallet = makeWallet()
    const { latch, wagmiConfig } = load()
    await latch.connect({ connectorId: wallet.info.rdns })
    await latch.disconnect({ namespace: 'eip155' })
    expect(getConnection(wagmiConfig).status).toBe('disconnected')
    expect(wallet.connected).toBe(false)
    expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
  })

  test('a reload restores both without prompting', async () => {
    const wallet = makeWallet()
    const first = load()
    await first.latch.connect({ connectorId: wallet.info.rdns })
    first.latch.destroy()
    const prompts = wallet.approvals.length
    const { latch, wagmiConfig } = load({
      latchStorage: first.latchStorage,
      wagmiStorage: first.wagmiStorage,
    })
    await latch.ready
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(getConnection(wagmiConfig)).toMatchObject({
      status: 'connected',
      address: wallet.address,
    })
    expect(wallet.approvals).toHaveLength(prompts)
  })
})
