import { afterEach, describe, expect, test } from 'vitest'
import { createLatch } from '../client/createLatch.ts'
import type { LatchClient } from '../client/latchClient.ts'
import { latchDevnet, latchDevnet2, solanaDevnet } from '../networks/builtin.ts'
import type { RouteEntry } from '../router/views.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { completeNetworkSwitch } from './completeNetworkSwitch.ts'
import {
  type CompleteSwitchActiveChainParameters,
  completeSwitchActiveChain,
} from './completeSwitchActiveChain.ts'
import { connectForActiveChain } from './connectForActiveChain.ts'
import { goBack } from './goBack.ts'
import { selectNetwork } from './selectNetwork.ts'

const clients: LatchClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** eip155 (`dev.wallet`, on 31337) and solana (`sol.wallet`, on devnet) scripted wallets. */
function createMultichainClient() {
  const evm = createScriptedAdapter()
  const sol = createScriptedAdapter({
    connectors: [
      { id: 'sol.wallet', name: 'Sol Wallet', type: 'ANNOUNCED', chain: 'solana', installed: true },
    ],
  })
  sol.script.address = '4Vhx3UDiTwkkvgexDQwQgKHWy3v2SEUkhVMxL6XiZGo7'
  sol.script.chainId = solanaDevnet.id
  const client = createLatch({
    projectId: 'test-project',
    networks: [latchDevnet, latchDevnet2, solanaDevnet],
    adapters: [evm.adapter, { ...sol.adapter, namespace: 'solana' }],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
  })
  clients.push(client)
  return { client, evm }
}

const views = (client: LatchClient) => client.getState().history.map((entry) => entry.view)

/** The modal on `history` (the last entry shown); returns the entries as stored. */
function showHistory(client: LatchClient, history: RouteEntry[]): RouteEntry[] {
  client.store.setState({ history, open: true })
  return history
}

const switchTo = (
  params: CompleteSwitchActiveChainParameters['params'],
): CompleteSwitchActiveChainParameters & RouteEntry => ({ view: 'SwitchActiveChain', params })

describe('completeSwitchActiveChain', () => {
  test('lands back on Account below it, on the namespace, the other family kept', async () => {
    const { client } = createMultichainClient()
    await client.connect({ connectorId: 'dev.wallet' })
    await client.connect({ connectorId: 'sol.wallet' })
    const entry = switchTo({ namespace: 'solana', network: solanaDevnet })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, entry])
    completeSwitchActiveChain(client, entry)
    expect(views(client)).toEqual(['Account'])
    expect(client.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeCaipNetworkId: solanaDevnet.caipNetworkId,
    })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  test('`replace`, or no `navigateTo` below: that view alone', async () => {
    const { client } = createMultichainClient()
    await client.connect({ connectorId: 'sol.wallet' })
    const entry = switchTo({ namespace: 'solana', replace: true })
    showHistory(client, [{ view: 'Account' }, entry])
    completeSwitchActiveChain(client, entry)
    expect(client.getState().history).toEqual([{ view: 'Account' }])
    const other = switchTo({ namespace: 'solana', navigateTo: 'WalletReceive' })
    showHistory(client, [{ view: 'Account' }, other])
    completeSwitchActiveChain(client, other)
    expect(views(client)).toEqual(['WalletReceive'])
  })

  test('a wallet on another network of the family: SwitchNetwork asks it first', async () => {
    const { client } = createMultichainClient()
    await client.connect({ connectorId: 'dev.wallet' })
    client.store.setState({ activeNamespace: 'solana' })
    const entry = switchTo({ namespace: 'eip155', network: latchDevnet2 })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, entry])
    completeSwitchActiveChain(client, entry)
    expect(client.getState().history).toEqual([
      { view: 'Account' },
      { view: 'SwitchNetwork', params: { network: latchDevnet2 } },
    ])
    expect(client.getState().activeNamespace).toBe('solana')
  })

  test('once the entry has left the history it does nothing (a second call, StrictMode)', async () => {
    const { client } = createMultichainClient()
    await client.connect({ connectorId: 'sol.wallet' })
    const entry = switchTo({ namespace: 'solana' })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, entry])
    completeSwitchActiveChain(client, entry)
    showHistory(client, [{ view: 'Account' }, { view: 'WalletReceive' }])
    completeSwitchActiveChain(client, entry)
    expect(views(client)).toEqual(['Account', 'WalletReceive'])
  })
})

describe('connectForActiveChain', () => {
  test("shows the namespace's wallets; its connection completes the switch, another doesn't", async () => {
    const { client } = createMultichainClient()
    const entry = switchTo({ namespace: 'solana', network: solanaDevnet })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, entry])
    connectForActiveChain(client, entry)
    expect(client.getState().history.at(-1)).toEqual({
      view: 'Connect',
      params: { namespace: 'solana' },
    })
    await client.connect({ connectorId: 'dev.wallet' })
    expect(views(client)).toEqual(['Account', 'Networks', 'SwitchActiveChain', 'Connect'])
    client.pushView({ view: 'ConnectingExternal', params: { connectorId: 'sol.wallet' } })
    await client.connect({ connectorId: 'sol.wallet' })
    expect(views(client)).toEqual(['Account'])
    expect(client.getState().activeNamespace).toBe('solana')
  })

  test('leaving its Connect view ends the wait: a later connection does not move the modal', async () => {
    const { client } = createMultichainClient()
    const entry = switchTo({ namespace: 'solana' })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, entry])
    connectForActiveChain(client, entry)
    goBack(client)
    expect(views(client)).toEqual(['Account', 'Networks', 'SwitchActiveChain'])
    await client.connect({ connectorId: 'sol.wallet' })
    expect(views(client)).toEqual(['Account', 'Networks', 'SwitchActiveChain'])
  })

  test('pressed twice (back in between): one completion', async () => {
    const { client } = createMultichainClient()
    const entry = switchTo({ namespace: 'solana' })
    showHistory(client, [{ view: 'Account' }, entry])
    connectForActiveChain(client, entry)
    goBack(client)
    connectForActiveChain(client, entry)
    const switched: string[] = []
    client.subscribeEvents(({ data }) => {
      if (data.event === 'SWITCH_NETWORK') switched.push(String(data.properties?.caipNetworkId))
    })
    await client.connect({ connectorId: 'sol.wallet' })
    expect(views(client)).toEqual(['Account'])
    expect(switched).toEqual([solanaDevnet.caipNetworkId])
  })
})

describe('completeNetworkSwitch', () => {
  test('from Account: back to it; straight to the list, or from UnsupportedChain: closes', () => {
    const { client } = createMultichainClient()
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }, { view: 'SwitchNetwork' }])
    completeNetworkSwitch(client)
    expect(views(client)).toEqual(['Account'])
    expect(client.getState().open).toBe(true)
    showHistory(client, [{ view: 'Networks' }])
    completeNetworkSwitch(client)
    expect(client.getState().open).toBe(false)
    showHistory(client, [{ view: 'UnsupportedChain' }, { view: 'Networks' }])
    completeNetworkSwitch(client)
    expect(client.getState().open).toBe(false)
  })

  test('a SwitchNetwork entry no longer shown: the modal stays where the visitor went', () => {
    const { client } = createMultichainClient()
    const [, , waiting] = showHistory(client, [
      { view: 'Account' },
      { view: 'Networks' },
      { view: 'SwitchNetwork', params: { network: latchDevnet2 } },
    ])
    client.pushView({ view: 'WalletReceive' })
    completeNetworkSwitch(client, { entry: waiting })
    expect(views(client)).toEqual(['Account', 'Networks', 'SwitchNetwork', 'WalletReceive'])
  })
})

describe('selectNetwork', () => {
  test('another family with only one wallet connected: SwitchActiveChain for it', async () => {
    const { client } = createMultichainClient()
    await client.connect({ connectorId: 'dev.wallet' })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }])
    await selectNetwork(client, solanaDevnet)
    expect(client.getState().history.at(-1)).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana', network: solanaDevnet, navigateTo: 'Account' },
    })
  })

  test('its wallet connected elsewhere in the family: SwitchNetwork; already there: Account', async () => {
    const { client, evm } = createMultichainClient()
    await client.connect({ connectorId: 'dev.wallet' })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }])
    await selectNetwork(client, latchDevnet2)
    expect(views(client)).toEqual(['Account', 'Networks', 'SwitchNetwork'])
    expect(evm.calls.filter((call) => call.startsWith('switch:'))).toEqual([])
    await client.connect({ connectorId: 'sol.wallet' })
    client.store.setState({
      activeNamespace: 'solana',
      activeCaipNetworkId: solanaDevnet.caipNetworkId,
    })
    showHistory(client, [{ view: 'Account' }, { view: 'Networks' }])
    await selectNetwork(client, latchDevnet)
    expect(views(client)).toEqual(['Account'])
    expect(client.getState().activeNamespace).toBe('eip155')
  })

  test('nothing connected and the wallet refuses: an error toast, the modal stays', async () => {
    const { client } = createMultichainClient()
    showHistory(client, [{ view: 'Networks' }])
    await selectNetwork(client, { ...latchDevnet2, caipNetworkId: 'eip155:999', id: 999 })
    expect(client.getState().toast).toMatchObject({
      message: 'Network not found',
      variant: 'error',
    })
    expect(views(client)).toEqual(['Networks'])
  })
})
