import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  getNamespaceConnections,
  type LatchClient,
} from '@latch/core'
import { DEVNET_ACCOUNTS } from '@latch/devnet/constants'
import { startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilNetwork, makeWindow } from '../test/fixtures.ts'
import { evmAdapter } from './evmAdapter.ts'

// SPEC §4: several wallets connected at once on eip155, through core's actions and the real
// adapter, with two test wallets announced in one window.
const ONE = 'dev.latch.one'
const TWO = 'dev.latch.two'
let anvil: TestAnvil
let networks: [CaipNetwork]

beforeAll(async () => {
  anvil = await startAnvil(31337)
  networks = [anvilNetwork(anvil)]
})
afterAll(async () => {
  await anvil?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function makeWallet(rdns: string, key: number) {
  return createTestWallet({
    privateKeys: [DEVNET_ACCOUNTS[key]!.privateKey, DEVNET_ACCOUNTS[key + 2]!.privateKey],
    chains: [{ chainId: 31337, name: 'One', rpcUrl: anvil.rpcUrl }],
    info: { rdns, name: rdns },
  })
}

/** A page load: both wallets announced in a fresh window, a Latch client on it. */
function load(wallets: TestWallet[], storage = createMemoryStorage()) {
  const target = makeWindow()
  for (const wallet of wallets) cleanups.push(announceTestWallet(wallet, { window: target }))
  const latch: LatchClient = createLatch({
    projectId: 'test-project',
    networks,
    adapters: [evmAdapter({ window: target, reconnectTimeoutMs: 200 })],
    storage,
    logLevel: 'silent',
  })
  cleanups.push(() => latch.destroy())
  return { latch, storage }
}

/** Both wallets connected, `two` last (so it is the connected one). */
async function connectBoth() {
  const one = makeWallet(ONE, 0)
  const two = makeWallet(TWO, 1)
  const page = load([one, two])
  await page.latch.connect({ connectorId: ONE })
  await page.latch.connect({ connectorId: TWO })
  return { one, two, ...page }
}

const listed = (latch: LatchClient) =>
  getNamespaceConnections(latch.getState(), 'eip155').map(
    (connection) => `${connection.connectorId}:${connection.relation}`,
  )
const prompts = (wallet: TestWallet) =>
  wallet.requests.filter((method) => method === 'eth_requestAccounts').length

describe('several EVM wallets at once (SPEC §4)', () => {
  test('connecting a second wallet keeps the first as active; the second is shown', async () => {
    const { latch, one, two } = await connectBoth()
    expect(listed(latch)).toEqual([`${ONE}:active`, `${TWO}:connected`])
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
    expect(one.connected).toBe(true)
    // The test wallet grants the selected account only.
    expect(getNamespaceConnections(latch.getState(), 'eip155')[0]?.accounts).toEqual([
      { address: one.address, type: 'eoa' },
    ])
  })

  test('switching between them asks neither wallet for access', async () => {
    const { latch, one, two } = await connectBoth()
    const asked = [prompts(one), prompts(two), one.approvals.length, two.approvals.length]
    await expect(
      latch.switchConnection({ namespace: 'eip155', connectorId: ONE }),
    ).resolves.toMatchObject({
      address: one.address,
    })
    expect(latch.getState().accounts.eip155).toMatchObject({
      status: 'connected',
      address: one.address,
      connectedWalletInfo: { name: ONE },
    })
    expect(listed(latch)).toEqual([`${ONE}:connected`, `${TWO}:active`])
    await latch.switchConnection({ namespace: 'eip155', connectorId: TWO })
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
    expect([prompts(one), prompts(two), one.approvals.length, two.approvals.length]).toEqual(asked)
  })

  test('switching away keeps the accounts the shown wallet grants now in its entry', async () => {
    const { latch, two } = await connectBoth()
    two.setAccount(1)
    expect(latch.getState().accounts.eip155?.address).toBe(two.addresses[1])
    await latch.switchConnection({ namespace: 'eip155', connectorId: ONE })
    expect(getNamespaceConnections(latch.getState(), 'eip155')[1]?.accounts).toEqual([
      { address: two.addresses[1], type: 'eoa' },
    ])
  })

  test('a reload restores both, the same one connected, asking only that one', async () => {
    const first = await connectBoth()
    await first.latch.switchConnection({ namespace: 'eip155', connectorId: ONE })
    first.latch.destroy()
    const requests = first.two.requests.length
    const { latch } = load([first.one, first.two], first.storage)
    await latch.ready
    expect(listed(latch)).toEqual([`${ONE}:connected`, `${TWO}:active`])
    expect(latch.getState().accounts.eip155?.address).toBe(first.one.address)
    expect(first.two.requests.length).toBe(requests)
  })

  test('disconnecting the active wallet leaves the connected one alone', async () => {
    const { latch, one, two } = await connectBoth()
    await latch.disconnect({ namespace: 'eip155', connectorId: ONE })
    expect(one.connected).toBe(false)
    expect(two.connected).toBe(true)
    expect(listed(latch)).toEqual([`${TWO}:connected`])
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
    expect(latch.getState().disconnectedConnectorIds.eip155).toEqual([ONE])
  })

  test('disconnecting the connected wallet hands over to the other; then the last one ends the namespace', async () => {
    const { latch, one, two } = await connectBoth()
    await latch.disconnect({ namespace: 'eip155', connectorId: TWO })
    expect(two.connected).toBe(false)
    expect(listed(latch)).toEqual([`${ONE}:connected`])
    expect(latch.getState().accounts.eip155?.address).toBe(one.address)
    expect(latch.getState().connectedConnectorIds.eip155).toBe(ONE)
    await latch.disconnect({ namespace: 'eip155', connectorId: ONE })
    expect(latch.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(latch.getState().connections.eip155).toBeUndefined()
    expect(latch.getState().connectedNamespaces).toEqual([])
  })

  test('disconnecting the namespace revokes every wallet on it', async () => {
    const { latch, one, two } = await connectBoth()
    await latch.disconnect({ namespace: 'eip155' })
    expect([one.connected, two.connected]).toEqual([false, false])
    expect(latch.getState().connections.eip155).toBeUndefined()
  })

  test('the active wallet’s own account switch updates its entry, never the shown account', async () => {
    const { latch, one, two } = await connectBoth()
    one.setAccount(1)
    await vi.waitFor(() =>
      expect(getNamespaceConnections(latch.getState(), 'eip155')[0]?.accounts[0]?.address).toBe(
        one.addresses[1],
      ),
    )
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
    expect(latch.getState().connectedConnectorIds.eip155).toBe(TWO)
  })

  test('an active wallet that locks leaves the list; the connected one locking hands over', async () => {
    const { latch, one, two } = await connectBoth()
    one.lock()
    await vi.waitFor(() => expect(listed(latch)).toEqual([`${TWO}:connected`]))
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
    one.unlock()
    await latch.connect({ connectorId: ONE })
    expect(listed(latch)).toEqual([`${TWO}:active`, `${ONE}:connected`])
    one.lock()
    await vi.waitFor(() => expect(listed(latch)).toEqual([`${TWO}:connected`]))
    expect(latch.getState().accounts.eip155?.address).toBe(two.address)
  })

  test('a wallet that revoked the site leaves the list; switching to it opens its login flow', async () => {
    const { latch, one } = await connectBoth()
    await one.provider.request({
      method: 'wallet_revokePermissions',
      params: [{ eth_accounts: {} }],
    })
    await vi.waitFor(() => expect(listed(latch)).toEqual([`${TWO}:connected`]))
    await expect(
      latch.switchConnection({ namespace: 'eip155', connectorId: ONE }),
    ).resolves.toBeUndefined()
    expect(latch.getState().history.at(-1)).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: ONE },
    })
  })
})
