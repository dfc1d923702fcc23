import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  ChainNotSupportedError,
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  NetworkNotFoundError,
  SignatureDeclinedError,
} from '../errors/connection.ts'
import { latchDevnet, latchDevnet2, mainnet, solana } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter, walletError } from '../test/createScriptedAdapter.ts'
import { createTestClient } from '../test/createTestClient.ts'

const clients: { destroy(): void }[] = []
function setup(
  options: Parameters<typeof createTestClient>[0] = {},
  storage = createMemoryStorage(),
) {
  const wallet = createScriptedAdapter()
  const client = createTestClient({ adapters: [wallet.adapter], ...options }, storage)
  clients.push(client)
  return { client, wallet, storage }
}
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

describe('connect', () => {
  test('connects, stores what SPEC §3 keeps and emits the events', async () => {
    const { client, wallet } = setup()
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.data.event))
    await client.connect({ connectorId: 'dev.wallet' })
    const state = client.getState()
    expect(state.accounts.eip155).toMatchObject({
      status: 'connected',
      address: wallet.script.address,
      caipAddress: `eip155:31337:${wallet.script.address}`,
      connectedWalletInfo: { name: 'Dev Wallet' },
    })
    expect(client.memory.entries()).toMatchObject({
      '@latch/connected_connector_ids': '{"eip155":"dev.wallet"}',
      '@latch/connected_namespaces': 'eip155',
      '@latch/connection_status': 'connected',
      '@latch/active_caip_network_id': 'eip155:31337',
      '@latch/recent_wallets': '[{"id":"dev.wallet","name":"Dev Wallet"}]',
    })
    expect(events).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
  })

  test('the balance is fetched after connecting', async () => {
    const { client } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.5'))
    expect(client.getState().accounts.eip155?.balanceSymbol).toBe('ETH')
  })

  test('a 4001 from the wallet is Connection rejected and leaves nothing behind', async () => {
    const { client, wallet } = setup()
    wallet.script.connectError = walletError(4001)
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.data.event))
    const error = await client.connect({ connectorId: 'dev.wallet' }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error.shortMessage).toBe('Connection rejected')
    expect(client.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')
    expect(client.memory.entries()['@latch/connected_connector_ids']).toBeUndefined()
    expect(events).toEqual(['SELECT_WALLET', 'USER_REJECTED'])
  })

  test('any other failure is Failed to connect, with the cause kept', async () => {
    const { client, wallet } = setup()
    wallet.script.connectError = walletError(-32603, 'boom')
    const error = await client.connect({ connectorId: 'dev.wallet' }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectFailedError)
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.details).toBe('boom')
  })

  test('an unknown connector is refused', async () => {
    const { client } = setup()
    await expect(client.connect({ connectorId: 'nope' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
  })

  test('a wallet on a network the site does not list opens UnsupportedChain', async () => {
    const { client, wallet } = setup()
    wallet.script.chainId = 10
    await client.connect({ connectorId: 'dev.wallet' })
    expect(client.getState().open).toBe(true)
    expect(client.getState().history.at(-1)?.view).toBe('UnsupportedChain')
  })

  test.each([[{ allowUnsupportedChain: true }], [{ enableNetworkSwitch: false }]])(
    'UnsupportedChain is not opened with %o',
    async (options) => {
      const { client, wallet } = setup(options)
      wallet.script.chainId = 10
      await client.connect({ connectorId: 'dev.wallet' })
      expect(client.getState().open).toBe(false)
    },
  )

  test('recent wallets keep the newest first', async () => {
    const wallet = createScriptedAdapter({
      connectors: ['a', 'b', 'c'].map((id) => ({
        id,
        name: id.toUpperCase(),
        type: 'ANNOUNCED' as const,
        chain: 'eip155' as const,
      })),
    })
    const client = createTestClient({ adapters: [wallet.adapter] })
    clients.push(client)
    for (const id of ['a', 'b', 'c', 'b']) await client.connect({ connectorId: id })
    expect(client.getState().recentWallets.map((w) => w.id)).toEqual(['b', 'c'])
  })
})

describe('disconnect', () => {
  test('clears the SPEC keys; recent wallets stay', async () => {
    const { client } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    await client.disconnect()
    const keys = Object.keys(client.memory.entries())
    for (const key of [
      'connected_connector_ids',
      'connected_namespaces',
      'connection_status',
      'connections',
      'active_caip_network_id',
      'active_caip_network_ids',
    ]) {
      expect(keys).not.toContain(`@latch/${key}`)
    }
    expect(keys).toContain('@latch/recent_wallets')
    expect(client.getState().accounts.eip155).toBeUndefined()
    expect(client.getState().disconnectedConnectorIds).toEqual({ eip155: ['dev.wallet'] })
  })

  test('the wallet revoking access (accountsChanged []) disconnects', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    wallet.context()?.accountsChanged({ connectorId: 'dev.wallet', accounts: [] })
    expect(client.getState().accounts.eip155).toBeUndefined()
  })

  test('events of another connector are ignored', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    wallet.context()?.accountsChanged({ connectorId: 'other', accounts: [] })
    wallet.context()?.disconnected({ connectorId: 'other' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })
})

describe('restore on reload (SPEC §4)', () => {
  test('starts connecting, then settles to connected without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = setup({}, storage)
    await first.client.connect({ connectorId: 'dev.wallet' })
    const second = setup({}, storage)
    expect(second.client.getState().accounts.eip155?.status).toBe('connecting')
    await second.client.ready
    expect(second.client.getState().accounts.eip155?.status).toBe('connected')
    expect(second.wallet.calls).toEqual(expect.arrayContaining(['reconnect']))
    expect(second.wallet.calls).not.toContain('connect')
  })

  test('settles to disconnected when the wallet no longer grants access', async () => {
    const storage = createMemoryStorage()
    await setup({}, storage).client.connect({ connectorId: 'dev.wallet' })
    const wallet = createScriptedAdapter()
    wallet.script.grantsAccess = false
    const client = createTestClient({ adapters: [wallet.adapter] }, storage)
    clients.push(client)
    await client.ready
    expect(client.getState().accounts.eip155).toBeUndefined()
    expect(storage.getItem('@latch/connected_connector_ids')).toBeNull()
  })
})

describe('networks', () => {
  test('switching asks the wallet and updates the active network', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    await client.switchNetwork({ network: latchDevnet2 })
    expect(wallet.calls).toContain('switch:eip155:31338')
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
    expect(client.getState().accounts.eip155?.caipAddress).toMatch(/^eip155:31338:/)
  })

  test('a refused switch keeps the network and throws Chain is not supported', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    wallet.script.switchError = walletError(4001)
    const error = await client.switchNetwork({ network: latchDevnet2 }).catch((e) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31337')
  })

  test('a network the site does not list is refused', async () => {
    const { client } = setup()
    await expect(client.switchNetwork({ network: mainnet })).rejects.toBeInstanceOf(
      NetworkNotFoundError,
    )
  })

  test('not connected: only the active network changes', async () => {
    const { client, wallet } = setup()
    await client.switchNetwork({ network: latchDevnet2 })
    expect(wallet.calls).toEqual([])
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
  })

  test('the wallet switching chains by itself is followed, and a foreign chain prompts', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    wallet.context()?.chainChanged({ connectorId: 'dev.wallet', chainId: 31_338 })
    expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
    wallet.context()?.chainChanged({ connectorId: 'dev.wallet', chainId: 10 })
    expect(client.getState().history.at(-1)?.view).toBe('UnsupportedChain')
    expect(latchDevnet.id).toBe(31_337)
  })
})

describe('balance', () => {
  test('is cached 30 s per address and network', async () => {
    const { client, wallet } = setup()
    await client.connect({ connectorId: 'dev.wallet' })
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.5'))
    await client.fetchBalance({ namespace: 'eip155' })
    expect(wallet.calls.filter((call) => call === 'balance')).toHaveLength(1)
    await client.fetchBalance({ namespace: 'eip155', force: true })
    expect(wallet.calls.filter((call) => call === 'balance')).toHaveLength(2)
  })

  test('after a failure, retries are blocked for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { client, wallet } = setup()
      wallet.script.balanceError = new Error('rpc down')
      await client.connect({ connectorId: 'dev.wallet' })
      await client.fetchBalance({ namespace: 'eip155' })
      wallet.script.balanceError = undefined
      await client.fetchBalance({ namespace: 'eip155' })
      expect(client.getState().accounts.eip155?.balance).toBeUndefined()
      vi.setSystemTime(Date.now() + 30_000)
      await client.fetchBalance({ namespace: 'eip155' })
      expect(client.getState().accounts.eip155?.balance).toBe('1.5')
    } finally {
      vi.useRealTimers()
    }
  })
})

test('a declined signature is Signature declined', async () => {
  const { client, wallet } = setup()
  await client.connect({ connectorId: 'dev.wallet' })
  wallet.adapter.signMessage = async () => {
    throw walletError(4001)
  }
  const error = await client.signMessage({ message: 'hi' }).catch((e) => e)
  expect(error).toBeInstanceOf(SignatureDeclinedError)
  expect(error.shortMessage).toBe('Signature declined')
})

test('a second connect to the same connector joins the pending one', async () => {
  const { client, wallet } = setup()
  const [a, b] = await Promise.all([
    client.connect({ connectorId: 'dev.wallet' }),
    client.connect({ connectorId: 'dev.wallet' }),
  ])
  expect(a).toBe(b)
  expect(wallet.calls.filter((call) => call === 'connect')).toHaveLength(1)
  await client.connect({ connectorId: 'dev.wallet' })
  expect(wallet.calls.filter((call) => call === 'connect')).toHaveLength(2)
})

test('a failed balance read says so (balanceStatus error), a good one says ready', async () => {
  const { client, wallet } = setup()
  wallet.script.balanceError = new Error('rpc down')
  await client.connect({ connectorId: 'dev.wallet' })
  await vi.waitFor(() => expect(client.getState().accounts.eip155?.balanceStatus).toBe('error'))
  const other = setup()
  await other.client.connect({ connectorId: 'dev.wallet' })
  await vi.waitFor(() =>
    expect(other.client.getState().accounts.eip155?.balanceStatus).toBe('ready'),
  )
})

test('two switches to one network share one wallet request', async () => {
  const { client, wallet } = setup()
  await client.connect({ connectorId: 'dev.wallet' })
  await Promise.all([
    client.switchNetwork({ network: latchDevnet2 }),
    client.switchNetwork({ network: latchDevnet2 }),
  ])
  expect(wallet.calls.filter((call) => call.startsWith('switch:'))).toHaveLength(1)
})

test('an embedded modal leaves ConnectingExternal for Account once connected', async () => {
  const { client } = setup({ enableEmbedded: true })
  client.pushView({ view: 'ConnectingExternal', params: { connectorId: 'dev.wallet' } })
  await client.connect({ connectorId: 'dev.wallet' })
  expect(client.getState().history).toEqual([{ view: 'Account' }])
})

test('restoring two namespaces keeps the one that was active, whichever answers first', async () => {
  const storage = createMemoryStorage({
    '@latch/connected_connector_ids': '{"eip155":"dev.wallet","solana":"sol.wallet"}',
    '@latch/connected_namespaces': 'eip155,solana',
    '@latch/active_namespace': 'solana',
    '@latch/active_caip_network_id': `${solana.caipNetworkId}`,
    '@latch/version': '1',
  })
  const evm = createScriptedAdapter()
  const sol = createScriptedAdapter({
    connectors: [{ id: 'sol.wallet', name: 'Sol', type: 'ANNOUNCED', chain: 'solana' }],
  })
  const solAdapter = { ...sol.adapter, namespace: 'solana' as const }
  sol.script.chainId = solana.id
  const client = createTestClient(
    { networks: [latchDevnet, solana], adapters: [evm.adapter, solAdapter] },
    storage,
  )
  clients.push(client)
  await client.ready
  expect(client.getState().accounts.eip155?.status).toBe('connected')
  expect(client.getState().accounts.solana?.status).toBe('connected')
  expect(client.getState().activeNamespace).toBe('solana')
})
