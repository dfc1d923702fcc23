import { afterEach, expect, test } from 'vitest'
import { cookieToInitialState } from '../ssr/cookieToInitialState.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { cookieStorage } from './cookieStorage.ts'

// Real cookies and localStorage in Chromium: what a server-rendered site keeps (docs/ssr.md).

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected = {
  activeNamespace: 'eip155' as const,
  activeCaipNetworkId: 'eip155:31338' as const,
  connectedConnectorIds: { eip155: 'dev.latch.testwallet' },
  connectedNamespaces: ['eip155' as const],
  connectionStatus: 'connected' as const,
  connections: {
    eip155: [{ connectorId: 'dev.latch.testwallet', accounts: [{ address: ADDRESS }] }],
  },
  recentWallets: [{ id: 'dev.latch.testwallet', name: 'Latch Test Wallet' }],
}

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((part) => decodeURIComponent(part.split('=')[0]!.trim()))
    .filter(Boolean)

afterEach(() => {
  for (const name of cookieNames()) cookieStorage.removeItem(name)
  localStorage.clear()
})

test('what the first render needs goes into cookies, the rest stays in localStorage', () => {
  const client = createTestClient({}, cookieStorage as never)
  client.store.setState(connected)
  expect(cookieNames().sort()).toEqual([
    '@latch/active_caip_network_id',
    '@latch/active_namespace',
    '@latch/connected_connector_ids',
    '@latch/connected_namespaces',
    '@latch/connection_status',
    '@latch/connections',
    '@latch/version',
  ])
  expect(localStorage.getItem('@latch/recent_wallets')).toContain('Latch Test Wallet')
  expect(document.cookie).not.toContain('recent_wallets')
  // The server reads back what the browser wrote.
  const initialState = cookieToInitialState({}, document.cookie)
  expect(initialState).toMatchObject({ ...connected, recentWallets: [] })
  client.destroy()
})

test('a new ssr client starts connecting with the stored account; without ssr, without it', () => {
  createTestClient({}, cookieStorage as never).store.setState(connected)
  const ssr = createTestClient({ ssr: true }, cookieStorage as never)
  expect(ssr.getState().accounts.eip155).toEqual({ status: 'connecting', address: ADDRESS })
  expect(ssr.getState().activeCaipNetworkId).toBe('eip155:31338')
  expect(createTestClient({}, cookieStorage as never).getState().accounts.eip155).toEqual({
    status: 'connecting',
  })
})

test('disconnecting removes the cookies; a value too long for a cookie goes to localStorage', () => {
  const client = createTestClient({}, cookieStorage as never)
  client.store.setState(connected)
  const accounts = Array.from({ length: 80 }, (_, i) => ({
    address: `0x${i.toString(16).padStart(40, '0')}`,
  }))
  client.store.setState({
    connections: { eip155: [{ connectorId: 'dev.latch.testwallet', accounts }] },
  })
  expect(cookieNames()).not.toContain('@latch/connections')
  expect(JSON.parse(localStorage.getItem('@latch/connections')!).eip155[0].accounts).toHaveLength(
    80,
  )
  client.store.setState({
    activeNamespace: undefined,
    activeCaipNetworkId: undefined,
    connectedConnectorIds: {},
    connectedNamespaces: [],
    connectionStatus: undefined,
    connections: {},
    recentWallets: [],
  })
  expect(cookieNames()).toEqual([])
  expect(localStorage.length).toBe(0)
})
