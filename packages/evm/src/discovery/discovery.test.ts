import { ANVIL_KEYS } from '@latch/devnet/testing'
import { announceTestWallet, createTestWallet, injectTestWallet } from '@latch/test-wallet'
import { afterEach, describe, expect, test } from 'vitest'
import { makeWindow, recordingContext } from '../../test/fixtures.ts'
import { evmAdapter } from '../evmAdapter.ts'

// Discovery and event forwarding never reach a chain: the wallet answers these locally.
const CHAINS = [
  { chainId: 31337, name: 'One', rpcUrl: 'http://127.0.0.1:9' },
  { chainId: 31338, name: 'Two', rpcUrl: 'http://127.0.0.1:9' },
]
const wallet = (rdns: string, name = rdns) =>
  createTestWallet({ privateKeys: [...ANVIL_KEYS], chains: CHAINS, info: { rdns, name } })

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setup(target = makeWindow(), options: Parameters<typeof evmAdapter>[0] = {}) {
  const adapter = evmAdapter({ window: target, ...options })
  const recorder = recordingContext()
  cleanups.push(adapter.setup(recorder.context))
  return { adapter, target, ...recorder }
}

function announce(target: Window, ...wallets: ReturnType<typeof wallet>[]) {
  for (const w of wallets) cleanups.push(announceTestWallet(w, { window: target }))
}

describe('discovery', () => {
  test('two announced wallets, window.ethereum being one of them: each listed once', () => {
    const target = makeWindow()
    const alpha = wallet('dev.latch.alpha', 'Alpha')
    const beta = wallet('dev.latch.beta', 'Beta')
    announce(target, alpha, beta)
    target.ethereum = beta.provider
    const { adapter, listed, reports } = setup(target)

    expect(listed()).toEqual(['dev.latch.alpha:ANNOUNCED', 'dev.latch.beta:ANNOUNCED'])
    expect(reports.connectors.at(-1)?.[0]).toEqual({
      id: 'dev.latch.alpha',
      name: 'Alpha',
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: alpha.info.icon,
      info: { rdns: 'dev.latch.alpha' },
      installed: true,
    })
    expect(adapter.getProvider('dev.latch.beta')).toBe(beta.provider)
    // The legacy id still reaches the same wallet (a connection stored under it survives).
    expect(adapter.getProvider('injected')).toBe(beta.provider)
  })

  test('a window.ethereum nobody announced is listed as INJECTED', () => {
    const target = makeWindow()
    const alpha = wallet('dev.latch.alpha')
    announce(target, alpha)
    target.ethereum = wallet('dev.latch.hidden').provider
    const { listed, reports } = setup(target)
    expect(listed()).toEqual(['dev.latch.alpha:ANNOUNCED', 'injected:INJECTED'])
    expect(reports.connectors.at(-1)?.[1]).toMatchObject({ name: 'Latch Test Wallet' })
  })

  test.each([
    [{ isMetaMask: true }, 'MetaMask'],
    [{ isMetaMask: true, isRabby: true }, 'Rabby Wallet'],
    [{ isBraveWallet: true, isMetaMask: true }, 'Brave Wallet'],
    [{ isCoinbaseWallet: true }, 'Coinbase Wallet'],
    [{}, 'Browser Wallet'],
  ])('window.ethereum with flags %o is named %s', (flags, name) => {
    const target = makeWindow()
    target.ethereum = { ...flags, request: async () => null }
    const { reports } = setup(target)
    expect(reports.connectors.at(-1)).toMatchObject([{ id: 'injected', name }])
  })

  test('a wallet announcing after setup lists the full set again', () => {
    const target = makeWindow()
    announce(target, wallet('dev.latch.alpha'))
    const { listed, reports } = setup(target)
    expect(listed()).toEqual(['dev.latch.alpha:ANNOUNCED'])
    announce(target, wallet('dev.latch.late'))
    expect(listed()).toEqual(['dev.latch.alpha:ANNOUNCED', 'dev.latch.late:ANNOUNCED'])
    expect(reports.connectors).toHaveLength(2)
  })

  test('a late window.ethereum appears; announced later it is listed once, as announced', () => {
    const target = makeWindow()
    const { listed, adapter } = setup(target)
    expect(listed()).toEqual([])
    const late = injectTestWallet({
      privateKeys: [...ANVIL_KEYS],
      chains: CHAINS,
      window: target,
      announce: false,
      setWindowEthereum: true,
    })
    cleanups.push(late.uninject)
    expect(listed()).toEqual(['injected:INJECTED'])
    expect(adapter.getProvider('injected')).toBe(late.provider)
    announce(target, late)
    expect(listed()).toEqual(['dev.latch.testwallet:ANNOUNCED'])
  })

  test('re-announcements of the same wallets do not touch the store again', () => {
    const target = makeWindow()
    announce(target, wallet('dev.latch.alpha'))
    const { reports } = setup(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(reports.connectors).toHaveLength(1)
  })

  test('announcements without an rdns or a provider are ignored', () => {
    const target = makeWindow()
    const { listed } = setup(target)
    for (const detail of [
      null,
      { info: { name: 'x' }, provider: { request: async () => null } },
      { info: { rdns: 'dev.latch.noprovider', name: 'x' }, provider: {} },
    ]) {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
    expect(listed()).toEqual([])
  })

  test('walletInfo overrides name and icon by connector id', () => {
    const target = makeWindow()
    announce(target, wallet('dev.latch.alpha', 'Alpha'))
    target.ethereum = { request: async () => null }
    const { reports } = setup(target, {
      walletInfo: {
        'dev.latch.alpha': { name: 'Alpha Pro', imageUrl: 'https://example.test/a.png' },
        injected: { name: 'My Wallet' },
      },
    })
    expect(reports.connectors.at(-1)).toMatchObject([
      { id: 'dev.latch.alpha', name: 'Alpha Pro', imageUrl: 'https://example.test/a.png' },
      { id: 'injected', name: 'My Wallet' },
    ])
  })

  test('without a window (server rendering) setup does nothing', () => {
    const adapter = evmAdapter()
    const { context, reports } = recordingContext()
    const cleanup = adapter.setup(context)
    cleanup()
    expect(reports.connectors).toEqual([])
    expect(adapter.getProvider('injected')).toBeUndefined()
  })

  test('cleanup stops discovery and forgets the wallets', () => {
    const target = makeWindow()
    announce(target, wallet('dev.latch.alpha'))
    const adapter = evmAdapter({ window: target })
    const { context, reports } = recordingContext()
    adapter.setup(context)()
    announce(target, wallet('dev.latch.late'))
    expect(reports.connectors).toHaveLength(1)
    expect(adapter.getProvider('dev.latch.alpha')).toBeUndefined()
  })
})

describe('the wallet’s own events', () => {
  async function connected() {
    const target = makeWindow()
    const alpha = wallet('dev.latch.alpha')
    announce(target, alpha)
    const recorder = setup(target)
    await recorder.adapter.connect({ connectorId: 'dev.latch.alpha', network: undefined as never })
    return { alpha, ...recorder }
  }

  test('accountsChanged is forwarded with checksummed addresses', async () => {
    const { alpha, reports } = await connected()
    alpha.setAccount(1)
    expect(reports.accountsChanged.at(-1)).toEqual({
      connectorId: 'dev.latch.alpha',
      accounts: [alpha.addresses[1]],
    })
  })

  test('chainChanged is forwarded as a number', async () => {
    const { alpha, reports } = await connected()
    alpha.switchChainExternally(31338)
    expect(reports.chainChanged).toEqual([{ connectorId: 'dev.latch.alpha', chainId: 31338 }])
  })

  test('locking the wallet forwards accountsChanged [] and disconnect', async () => {
    const { alpha, reports } = await connected()
    alpha.lock()
    expect(reports.accountsChanged.at(-1)).toEqual({ connectorId: 'dev.latch.alpha', accounts: [] })
    expect(reports.disconnected).toEqual([{ connectorId: 'dev.latch.alpha' }])
  })

  test('a provider that is both announced and window.ethereum reports under both ids', async () => {
    const target = makeWindow()
    const alpha = wallet('dev.latch.alpha')
    announce(target, alpha)
    target.ethereum = alpha.provider
    const { reports, adapter } = setup(target)
    await adapter.connect({ connectorId: 'injected', network: undefined as never })
    alpha.switchChainExternally(31338)
    expect(reports.chainChanged.map((r) => r.connectorId).sort()).toEqual([
      'dev.latch.alpha',
      'injected',
    ])
  })

  test('no event is forwarded after cleanup', async () => {
    const { alpha, reports } = await connected()
    const before = reports.accountsChanged.length
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    alpha.switchChainExternally(31338)
    alpha.setAccount(1)
    expect(reports.chainChanged).toEqual([])
    expect(reports.accountsChanged).toHaveLength(before)
  })
})
