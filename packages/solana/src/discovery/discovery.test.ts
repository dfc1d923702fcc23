import { SOLANA_DEVNET_ACCOUNTS } from '@latch/devnet/constants'
import { createSolanaTestWallet, registerSolanaTestWallet } from '@latch/test-wallet'
import { describe, expect, test } from 'vitest'
import { createLegacyTestProvider } from '../../test/createLegacyTestProvider.ts'
import {
  cleanupAfterEach,
  makeWindow,
  recordingContext,
  registerWallet,
  withFeatures,
} from '../../test/fixtures.ts'
import { solanaAdapter } from '../solanaAdapter.ts'
import type { StandardWallet } from '../types.ts'

// Discovery and event forwarding never reach a chain.
const KEYS = SOLANA_DEVNET_ACCOUNTS.map((account) => account.secretKey)
const wallet = (name: string) =>
  createSolanaTestWallet({ secretKeys: KEYS, rpcUrl: 'http://127.0.0.1:9', info: { name } })

const cleanups = cleanupAfterEach()

function setup(target = makeWindow(), options: Parameters<typeof solanaAdapter>[0] = {}) {
  const adapter = solanaAdapter({ window: target, ...options })
  const recorder = recordingContext()
  cleanups.push(adapter.setup(recorder.context))
  return { adapter, target, ...recorder }
}

function register(target: Window, ...wallets: StandardWallet[]) {
  for (const w of wallets) cleanups.push(registerWallet(w, target))
}

describe('Wallet Standard discovery', () => {
  test('a wallet registered before setup hears app-ready and is listed', async () => {
    const target = makeWindow()
    const alpha = await wallet('Alpha')
    register(target, alpha)
    const { listed, reports } = setup(target)
    expect(listed()).toEqual(['ws:Alpha:ANNOUNCED'])
    expect(reports.connectors.at(-1)?.[0]).toEqual({
      id: 'ws:Alpha',
      name: 'Alpha',
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: alpha.icon,
      installed: true,
    })
  })

  test('a wallet registering after setup is added when it registers', async () => {
    const { target, listed } = setup()
    expect(listed()).toEqual([])
    register(target, await wallet('Late'))
    expect(listed()).toEqual(['ws:Late:ANNOUNCED'])
  })

  test('unregistering removes the connector and its wallet', async () => {
    const { target, listed, adapter } = setup()
    const late = await wallet('Late')
    const unregister = registerSolanaTestWallet(late, { window: target })
    expect(adapter.getProvider('ws:Late')).toBe(late)
    unregister()
    expect(listed()).toEqual([])
    expect(adapter.getProvider('ws:Late')).toBeUndefined()
  })

  test.each([
    [['standard:connect'], false],
    [['solana:signAndSendTransaction', 'solana:signTransaction'], false],
    [['solana:signAndSendTransaction'], true],
    [['solana:signTransaction'], true],
  ])('a wallet without %j is listed: %s', async (removed, listed) => {
    const target = makeWindow()
    const changes = Object.fromEntries(removed.map((feature) => [feature, undefined]))
    register(target, withFeatures(await wallet('Partial'), changes))
    expect(setup(target).listed()).toEqual(listed ? ['ws:Partial:ANNOUNCED'] : [])
  })

  test('a wallet on other chains only (a Sui or bitcoin wallet) is skipped', async () => {
    const target = makeWindow()
    const sui = await wallet('Sui Wallet')
    register(target, { ...sui, chains: ['sui:mainnet'] })
    expect(setup(target).listed()).toEqual([])
  })

  test('a wallet registering twice is listed once; two adapters do not share registrations', async () => {
    const target = makeWindow()
    const alpha = await wallet('Alpha')
    register(target, alpha, alpha)
    const first = setup(target)
    const second = setup(target)
    expect(first.listed()).toEqual(['ws:Alpha:ANNOUNCED'])
    expect(second.listed()).toEqual(['ws:Alpha:ANNOUNCED'])
    expect(first.reports.connectors).toHaveLength(1)
  })

  test('walletInfo overrides name and icon by connector id', async () => {
    const target = makeWindow()
    register(target, await wallet('Alpha'))
    const { reports } = setup(target, {
      walletInfo: { 'ws:Alpha': { name: 'Alpha Wallet', imageUrl: 'https://example.com/a.png' } },
    })
    expect(reports.connectors.at(-1)?.[0]).toMatchObject({
      name: 'Alpha Wallet',
      imageUrl: 'https://example.com/a.png',
    })
  })

  test('no window (server rendering): nothing is listed and nothing throws', () => {
    const adapter = solanaAdapter({ window: undefined })
    const recorder = recordingContext()
    const stop = adapter.setup(recorder.context)
    expect(recorder.reports.connectors).toEqual([])
    stop()
  })
})

describe('legacy providers', () => {
  test('window.solana without a Wallet Standard twin is listed as INJECTED', async () => {
    const target = makeWindow()
    target.solana = (await createLegacyTestProvider({ secretKey: KEYS[0]!, rpcUrl: '' })).provider
    const { listed, reports } = setup(target)
    expect(listed()).toEqual(['solana:injected:INJECTED'])
    expect(reports.connectors.at(-1)?.[0]?.name).toBe('Latch Test Wallet')
  })

  test('a legacy provider whose wallet also registered is listed once, as the registered one', async () => {
    const target = makeWindow()
    target.phantom = {
      solana: (await createLegacyTestProvider({ secretKey: KEYS[0]!, rpcUrl: '' })).provider,
    }
    const { listed } = setup(target)
    expect(listed()).toEqual(['solana:injected:INJECTED'])
    register(target, await wallet('Latch Test Wallet'))
    expect(listed()).toEqual(['ws:Latch Test Wallet:ANNOUNCED'])
  })

  test('getProvider gives the page’s own legacy object', async () => {
    const target = makeWindow()
    const { provider } = await createLegacyTestProvider({ secretKey: KEYS[0]!, rpcUrl: '' })
    target.solana = provider
    const { adapter } = setup(target)
    expect(adapter.getProvider('solana:injected')).toBe(provider)
  })
})

describe('wallet events', () => {
  async function connected() {
    const target = makeWindow()
    const alpha = await wallet('Alpha')
    register(target, alpha)
    const recorder = setup(target)
    await recorder.adapter.connect({ connectorId: 'ws:Alpha', network: solanaLocalLike })
    return { alpha, ...recorder }
  }
  const solanaLocalLike = {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    chainNamespace: 'solana',
    name: 'Solana Devnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  } as const

  test('the wallet switching account is reported as accountsChanged', async () => {
    const { alpha, reports } = await connected()
    alpha.setAccount(1)
    expect(reports.accountsChanged.at(-1)).toEqual({
      connectorId: 'ws:Alpha',
      accounts: [alpha.addresses[1]],
    })
  })

  test('the wallet dropping the site is reported as disconnected', async () => {
    const { alpha, reports } = await connected()
    alpha.lock()
    expect(reports.disconnected).toEqual([{ connectorId: 'ws:Alpha' }])
  })

  test('the echo of our own disconnect is not reported', async () => {
    const { adapter, alpha, reports } = await connected()
    await adapter.disconnect({ connectorId: 'ws:Alpha' })
    expect(alpha.requests.at(-1)).toBe('standard:disconnect')
    expect(alpha.connected).toBe(false)
    expect(reports.disconnected).toEqual([])
  })

  test('after stop, wallet events are no longer forwarded', async () => {
    const { alpha, reports } = await connected()
    const reported = reports.accountsChanged.length
    for (const cleanup of cleanups.splice(1).reverse()) cleanup()
    alpha.setAccount(1)
    expect(reports.accountsChanged).toHaveLength(reported)
  })
})
