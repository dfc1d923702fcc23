import { afterEach, describe, expect, test, vi } from 'vitest'
import { InvalidOptionError, SiwxConflictError } from '../errors/options.ts'
import { latchDevnet, latchDevnet2, mainnet, solana } from '../networks/builtin.ts'
import { getActiveNamespace, getActiveNetwork } from '../selectors/networks.ts'
import { fromSiweConfig } from '../siwx/fromSiweConfig.ts'
import { latchSiwx } from '../siwx/latchSiwx.ts'
import type { SiweConfig } from '../siwx/types.ts'
import { unverifiedSiwx } from '../siwx/unverifiedSiwx.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createTestClient } from '../test/createTestClient.ts'
import { walletConnectGlue } from '../walletconnect/glue.ts'
import { createLatch } from './createLatch.ts'

const clients: { destroy(): void }[] = []
const make = (...args: Parameters<typeof createTestClient>) => {
  const client = createTestClient(...args)
  clients.push(client)
  return client
}
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const siweConfig: SiweConfig = {
  getNonce: async () => 'n0nce1234',
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

describe('createLatch options (SPEC §5)', () => {
  test('siweConfig with siwx throws', () => {
    const both = { siweConfig, siwx: latchSiwx() }
    expect(() => make(both)).toThrowError(SiwxConflictError)
    expect(() => make(both)).toThrowErrorMatchingInlineSnapshot(
      `[SiwxConflictError: Cannot set both \`siweConfig\` and \`siwx\` options]`,
    )
  })

  test('either one alone is fine: the built-ins, a mapped siweConfig, a siweConfig', () => {
    expect(() => make({ siwx: latchSiwx() })).not.toThrow()
    expect(() => make({ siwx: unverifiedSiwx({ required: true }) })).not.toThrow()
    expect(() => make({ siwx: fromSiweConfig(siweConfig) })).not.toThrow()
    expect(() => make({ siweConfig })).not.toThrow()
  })

  test("a built-in's statement EIP-4361 can't carry is refused when the option is made", () => {
    for (const make of [latchSiwx, unverifiedSiwx]) {
      expect(() => make({ statement: 'Sign in to Example: welcome back!' })).not.toThrow()
      expect(() => make({ statement: 'Two\nlines' })).toThrowError(InvalidOptionError)
      expect(() => make({ statement: '50% off — today' })).toThrowError(InvalidOptionError)
    }
    expect(() => latchSiwx({ statement: 'Café' })).toThrowErrorMatchingInlineSnapshot(
      `[InvalidOptionError: Invalid option \`statement\`: "Café" is not an EIP-4361 statement: one line of ASCII letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=]`,
    )
  })

  test('a sign-in option without its methods is refused, naming what is missing', () => {
    const bad = (options: object) => () => make(options as Parameters<typeof make>[0])
    expect(bad({ siwx: {} })).toThrowError(InvalidOptionError)
    expect(bad({ siwx: { ...latchSiwx(), getSessions: 'no' } })).toThrowErrorMatchingInlineSnapshot(
      `[InvalidOptionError: Invalid option \`siwx\`: expected an object with getSessions]`,
    )
    expect(bad({ siweConfig: { getNonce: () => '' } })).toThrowErrorMatchingInlineSnapshot(
      `[InvalidOptionError: Invalid option \`siweConfig\`: expected an object with verifyMessage, getSession, signOut]`,
    )
    expect(bad({ siwx: null })).toThrowError(InvalidOptionError)
  })

  test('a missing project id shows the Project ID Not Configured alert, without throwing', () => {
    const client = make({ projectId: '' })
    expect(client.getState().alert?.title).toBe('Project ID Not Configured')
  })

  test('a project id shows no alert', () => {
    expect(make().getState().alert).toBeUndefined()
  })

  test.each([
    [{ networks: [] as never }, 'Invalid option `networks`: give at least one network'],
    [
      { networks: [mainnet, mainnet] as never },
      'Invalid option `networks`: eip155:1 is listed twice',
    ],
    [
      { themeMode: 'blue' as never },
      'Invalid option `themeMode`: expected light, dark or system, got blue',
    ],
    [
      { endpoints: { apiUrl: 'not a url' } },
      'Invalid option `endpoints.apiUrl`: not a url is not a URL',
    ],
  ])('bad options throw a clear error: %o', (options, message) => {
    expect(() => make(options)).toThrowError(message)
  })

  test('a default network that is not listed shows Network Not Found and falls back', () => {
    const client = make({ defaultNetwork: mainnet })
    expect(client.getState().alert?.title).toBe('Network Not Found')
    expect(getActiveNetwork(client, client.getState()).caipNetworkId).toBe('eip155:31337')
  })

  test('the default network is the first listed, or the configured one', () => {
    const active = (client: ReturnType<typeof make>) => getActiveNetwork(client, client.getState())
    expect(active(make()).caipNetworkId).toBe('eip155:31337')
    expect(active(make({ defaultNetwork: latchDevnet2 })).caipNetworkId).toBe('eip155:31338')
    const solanaFirst = make({ networks: [solana, mainnet] })
    expect(getActiveNamespace(solanaFirst, solanaFirst.getState())).toBe('solana')
  })

  test('endpoints default to the local server and can be overridden one by one', () => {
    const client = make({ endpoints: { apiUrl: 'https://api.example.com' } })
    expect(client.endpoints).toEqual({
      directoryUrl: 'http://127.0.0.1:8787',
      apiUrl: 'https://api.example.com',
      analyticsUrl: 'http://127.0.0.1:8787',
      relayUrl: 'ws://127.0.0.1:8787',
    })
  })
})

describe('two clients on one page', () => {
  test('have separate stores', () => {
    const a = make()
    const b = make()
    a.open()
    expect(a.getState().open).toBe(true)
    expect(b.getState().open).toBe(false)
  })

  test('with different prefixes keep their storage apart', () => {
    const storage = createMemoryStorage()
    const a = make({ storageKeyPrefix: '@a' }, storage)
    const b = make({ storageKeyPrefix: '@b' }, storage)
    a.store.setState({ recentWallets: [{ id: 'x', name: 'X' }] })
    b.store.setState({ recentWallets: [{ id: 'y', name: 'Y' }] })
    expect(storage.getItem('@a/recent_wallets')).toContain('"x"')
    expect(storage.getItem('@b/recent_wallets')).toContain('"y"')
  })
})

describe('open and close', () => {
  test('open shows Connect when disconnected, Account when an address exists', () => {
    const client = make()
    client.open()
    expect(client.getState().history.at(-1)?.view).toBe('Connect')
    client.close()
    client.store.setState({ accounts: { eip155: { status: 'connected', address: '0xabc' } } })
    client.open()
    expect(client.getState().history.at(-1)?.view).toBe('Account')
  })

  test('open with a view shows it', () => {
    const client = make()
    client.open({ view: 'Networks' })
    expect(client.getState().history).toEqual([{ view: 'Networks', params: undefined }])
  })

  test('with no adapters, desktop opens ConnectingWalletConnectBasic', () => {
    const client = make({ adapters: [] })
    client.open()
    expect(client.getState().history.at(-1)?.view).toBe('ConnectingWalletConnectBasic')
  })

  test('with WalletConnect but no adapters of its own, desktop still opens ConnectingWalletConnectBasic', () => {
    const walletConnect = {
      glue: walletConnectGlue,
      load: () => Promise.reject(new Error('not loaded in this test')),
    }
    const client = make({ adapters: [], walletConnect })
    // WalletConnect serves eip155 through a stand-in adapter; rule 4 is about the site's own.
    expect(client.adapters.length).toBeGreaterThan(0)
    client.open()
    expect(client.getState().history.at(-1)?.view).toBe('ConnectingWalletConnectBasic')
  })

  test('close resets the stack to Connect', () => {
    const client = make()
    client.open({ view: 'Networks' })
    client.pushView({ view: 'AllWallets' })
    client.close()
    expect(client.getState()).toMatchObject({ open: false, history: [{ view: 'Connect' }] })
  })

  test('back with one entry closes the modal', () => {
    const client = make()
    client.open()
    client.goBack()
    expect(client.getState().open).toBe(false)
  })

  test('back when connected lands on Account instead of Connect', () => {
    const client = make()
    client.store.setState({ accounts: { eip155: { status: 'connected', address: '0xabc' } } })
    client.open({ view: 'Connect' })
    client.pushView({ view: 'Networks' })
    client.goBack()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Account'])
    expect(client.getState().direction).toBe('prev')
  })

  test('MODAL_OPEN and MODAL_CLOSE are emitted once each', () => {
    const client = make()
    const seen: string[] = []
    client.subscribeEvents((event) => seen.push(event.data.event))
    client.open()
    client.open({ view: 'Networks' })
    client.close()
    client.close()
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
  })

  test('a throwing event listener does not break the others', () => {
    const client = make()
    const listener = vi.fn()
    client.subscribeEvents(() => {
      throw new Error('site bug')
    })
    client.subscribeEvents(listener)
    client.open()
    expect(listener).toHaveBeenCalledOnce()
  })
})

describe('toasts, alerts and shake', () => {
  test('a second toast replaces the first after the 150 ms swap delay', () => {
    vi.useFakeTimers()
    try {
      const client = make()
      client.showToast({ message: 'Copied', variant: 'success' })
      client.showToast({ message: 'Signature declined', variant: 'error' })
      expect(client.getState().toast).toMatchObject({ message: 'Copied', open: false })
      vi.advanceTimersByTime(149)
      expect(client.getState().toast?.message).toBe('Copied')
      vi.advanceTimersByTime(1)
      expect(client.getState().toast).toMatchObject({ message: 'Signature declined', open: true })
    } finally {
      vi.useRealTimers()
    }
  })

  test('toasts close by themselves; loading toasts stay', () => {
    vi.useFakeTimers()
    try {
      const client = make()
      client.showToast({ message: 'Authenticating...', variant: 'loading' })
      vi.advanceTimersByTime(10_000)
      expect(client.getState().toast?.open).toBe(true)
      client.showToast({ message: 'Copied', variant: 'success' })
      vi.advanceTimersByTime(10_000)
      expect(client.getState().toast).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  test('shake lasts 500 ms', () => {
    vi.useFakeTimers()
    try {
      const client = make()
      client.shake()
      vi.advanceTimersByTime(499)
      expect(client.getState().shaking).toBe(true)
      vi.advanceTimersByTime(1)
      expect(client.getState().shaking).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  test('destroy cancels pending timers', () => {
    vi.useFakeTimers()
    try {
      const client = make()
      client.shake()
      client.destroy()
      vi.advanceTimersByTime(1_000)
      expect(client.getState().shaking).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  test('closing the modal clears alerts except the project id one', () => {
    const client = make({ projectId: '' })
    client.open()
    client.close()
    expect(client.getState().alert?.id).toBe('PROJECT_ID_NOT_CONFIGURED')
    const other = make()
    other.showAlert('RATE_LIMITED')
    other.close()
    expect(other.getState().alert).toBeUndefined()
  })
})

describe('theme', () => {
  test('theme mode defaults to system and can be set', () => {
    const client = make()
    expect(client.getState().themeMode).toBe('system')
    client.setThemeMode('dark')
    expect(client.getState().themeMode).toBe('dark')
    expect(() => client.setThemeMode('blue' as never)).toThrowError(/themeMode/)
    expect(client.getState().themeMode).toBe('dark')
  })

  test('theme variables merge', () => {
    const client = make({ themeVariables: { '--latch-accent': 'red' } })
    client.setThemeVariables({ '--latch-z-index': 5 })
    expect(client.getState().themeVariables).toEqual({
      '--latch-accent': 'red',
      '--latch-z-index': 5,
    })
  })
})

test('createLatch works without any storage (SSR)', () => {
  const client = createLatch({ projectId: 'p', networks: [latchDevnet], logLevel: 'silent' })
  client.open()
  expect(client.getState().open).toBe(true)
  client.destroy()
})

test('an embedded modal resets to Account when closed while connected', () => {
  const client = createTestClient({ enableEmbedded: true })
  client.store.setState({ accounts: { eip155: { status: 'connected', address: '0xabc' } } })
  client.open({ view: 'Networks' })
  client.close()
  expect(client.getState().history).toEqual([{ view: 'Account' }])
  client.destroy()
})

test('toast ids keep rising, so a stale timer never hides a newer toast', () => {
  vi.useFakeTimers()
  try {
    const client = createTestClient()
    client.showToast({ message: 'one', variant: 'info' })
    vi.advanceTimersByTime(10_000)
    expect(client.getState().toast).toBeUndefined()
    client.showToast({ message: 'two', variant: 'info', autoClose: false })
    client.hideToast()
    client.showToast({ message: 'three', variant: 'info', autoClose: false })
    vi.advanceTimersByTime(10_000)
    expect(client.getState().toast?.message).toBe('three')
    client.destroy()
  } finally {
    vi.useRealTimers()
  }
})

test('open for a namespace makes it active with its network', async () => {
  const client = createTestClient({ networks: [latchDevnet, solana] })
  await client.open({ namespace: 'solana' })
  expect(client.getState()).toMatchObject({
    activeNamespace: 'solana',
    activeCaipNetworkId: solana.caipNetworkId,
  })
  client.destroy()
})
