import { describe, expect, test, vi } from 'vitest'
import { resolveFeatures } from '../features/resolveFeatures.ts'
import { getActiveNetwork } from '../selectors/networks.ts'
import { createMemoryStorage, type Storage } from '../storage/createStorage.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { createLatchStore } from './createLatchStore.ts'

describe('persistence under the SPEC §3 keys', () => {
  test('each persisted field has its own key, and empty values remove their key', () => {
    const client = createTestClient()
    client.store.setState({
      activeNamespace: 'eip155',
      connectedConnectorIds: { eip155: 'dev.latch.testwallet' },
      connectedNamespaces: ['eip155', 'solana'],
      recentWallets: [{ id: 'dev.latch.testwallet', name: 'Latch Test Wallet' }],
      deepLinkChoice: { name: 'Rainbow', href: 'rainbow://' },
    })
    expect(client.memory.entries()).toMatchObject({
      '@latch/active_namespace': 'eip155',
      '@latch/connected_connector_ids': '{"eip155":"dev.latch.testwallet"}',
      '@latch/connected_namespaces': 'eip155,solana',
      '@latch/recent_wallets': '[{"id":"dev.latch.testwallet","name":"Latch Test Wallet"}]',
      '@latch/deep_link_choice': '{"name":"Rainbow","href":"rainbow://"}',
    })
    client.store.setState({
      connectedConnectorIds: {},
      connectedNamespaces: [],
      deepLinkChoice: undefined,
    })
    const keys = Object.keys(client.memory.entries())
    expect(keys).not.toContain('@latch/connected_connector_ids')
    expect(keys).not.toContain('@latch/connected_namespaces')
    expect(keys).not.toContain('@latch/deep_link_choice')
  })

  test('runtime state (open, history, toasts) is not persisted', () => {
    const client = createTestClient()
    client.open({ view: 'Networks' })
    const stored = JSON.stringify(client.memory.entries())
    expect(stored).not.toContain('Networks')
    expect(stored).not.toContain('"open"')
  })

  test('a change to runtime state alone writes nothing to storage', () => {
    const storage = createMemoryStorage()
    const client = createTestClient({}, storage)
    client.store.setState({ recentWallets: [{ id: 'a', name: 'A' }] })
    const setItem = vi.spyOn(storage, 'setItem')
    const removeItem = vi.spyOn(storage, 'removeItem')
    client.showToast({ message: 'Address copied', variant: 'success' })
    client.store.setState({ loading: true })
    client.open({ view: 'Networks' })
    expect(setItem).not.toHaveBeenCalled()
    expect(removeItem).not.toHaveBeenCalled()
    client.store.setState({ recentWallets: [] })
    expect(removeItem).toHaveBeenCalledWith('@latch/recent_wallets')
  })

  test('a stored connection starts the namespace as connecting (SPEC §4)', () => {
    const storage = createMemoryStorage({
      '@latch/connected_connector_ids': '{"eip155":"dev.latch.testwallet"}',
      '@latch/version': '1',
    })
    const client = createTestClient({}, storage)
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    expect(client.getState().accounts.solana).toBeUndefined()
  })

  test('the stored network is restored when the site lists it', () => {
    const storage = createMemoryStorage({
      '@latch/active_caip_network_id': 'eip155:31338',
      '@latch/active_namespace': 'eip155',
      '@latch/version': '1',
    })
    expect(createTestClient({}, storage).getState().activeCaipNetworkId).toBe('eip155:31338')
  })

  test('a stored network of an unknown namespace falls back to the default', () => {
    const storage = createMemoryStorage({
      '@latch/active_caip_network_id': 'cosmos:cosmoshub-4',
      '@latch/version': '1',
    })
    const client = createTestClient({}, storage)
    expect(client.getState().activeCaipNetworkId).toBeUndefined()
    expect(getActiveNetwork(client, client.getState()).caipNetworkId).toBe('eip155:31337')
  })

  test('a stored network the site no longer lists, on a known namespace, stays (unsupported)', () => {
    const storage = createMemoryStorage({
      '@latch/active_caip_network_id': 'eip155:10',
      '@latch/version': '1',
    })
    expect(createTestClient({}, storage).getState().activeCaipNetworkId).toBe('eip155:10')
  })

  test.each([
    ['@latch/recent_wallets', '{not json'],
    ['@latch/recent_wallets', '[{"nope":1}, 5]'],
    ['@latch/connected_connector_ids', '{"notanamespace":"x","eip155":42}'],
    ['@latch/active_namespace', 'mars'],
    ['@latch/connections', '"a string"'],
  ])('corrupt entry %s=%s is dropped, not fatal', (key, value) => {
    const storage = createMemoryStorage({ [key]: value, '@latch/version': '1' })
    const state = createTestClient({}, storage).getState()
    expect(state.recentWallets).toEqual([])
    expect(state.connectedConnectorIds).toEqual({})
    expect(state.activeNamespace).toBeUndefined()
    expect(state.connections).toEqual({})
  })

  test('an entry written by another version is discarded', () => {
    const storage = createMemoryStorage({
      '@latch/connected_connector_ids': '{"eip155":"x"}',
      '@latch/version': '0',
    })
    expect(createTestClient({}, storage).getState().connectedConnectorIds).toEqual({})
  })

  test('the store alone writes the clean state back over another version (its keys go)', () => {
    const storage = createMemoryStorage({
      '@latch/connected_connector_ids': '{"eip155":"x"}',
      '@latch/version': '0',
    })
    const store = createLatchStore({
      storage,
      storageKeyPrefix: '@latch',
      features: resolveFeatures(undefined, { basic: false }),
      themeMode: 'system',
      locale: 'en',
      themeVariables: {},
    })
    expect(store.getState().connectedConnectorIds).toEqual({})
    expect(storage.entries()).toEqual({})
  })

  test('storage failures are logged and ignored (SPEC §8)', () => {
    const broken: Storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const client = createTestClient({ logLevel: 'error' }, broken as never)
      client.store.setState({ recentWallets: [{ id: 'a', name: 'A' }] })
      expect(client.getState().recentWallets).toHaveLength(1)
      expect(error).toHaveBeenCalled()
      expect(String(error.mock.calls[0]?.[1])).toMatch(
        /storage (getItem|setItem|removeItem) failed/,
      )
    } finally {
      error.mockRestore()
    }
  })
})
