import { afterEach, describe, expect, test } from 'vitest'
import { createTestWallet } from '../createTestWallet.ts'
import { DEFAULT_TEST_WALLET_RDNS } from '../defaultInfo.ts'
import type { TestWalletProviderDetail } from './announceTestWallet.ts'
import { announceTestWallet } from './announceTestWallet.ts'
import { type InjectedTestWallet, injectTestWallet } from './injectTestWallet.ts'

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const CHAINS = [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9' }]

/** Collects EIP-6963 announcements the way a dapp listens for them. */
function listen(): { details: TestWalletProviderDetail[]; stop(): void } {
  const details: TestWalletProviderDetail[] = []
  const onAnnounce = (event: Event) => {
    details.push((event as CustomEvent<TestWalletProviderDetail>).detail)
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', onAnnounce) }
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('announceTestWallet (EIP-6963)', () => {
  test('announces a frozen detail with the wallet’s info and provider', () => {
    const listener = listen()
    cleanups.push(listener.stop)
    const wallet = createTestWallet({ privateKeys: [KEY], chains: CHAINS })
    cleanups.push(announceTestWallet(wallet))

    expect(listener.details).toHaveLength(1)
    const [detail] = listener.details
    expect(detail!.info).toEqual({
      uuid: wallet.info.uuid,
      name: 'Latch Test Wallet',
      icon: wallet.info.icon,
      rdns: 'dev.latch.testwallet',
    })
    expect(detail!.provider).toBe(wallet.provider)
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail!.info)).toBe(true)
  })

  test('answers every eip6963:requestProvider until stopped', () => {
    const listener = listen()
    cleanups.push(listener.stop)
    const stop = announceTestWallet(createTestWallet({ privateKeys: [KEY], chains: CHAINS }))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listener.details).toHaveLength(3)
    stop()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listener.details).toHaveLength(3)
  })

  test('the announced provider answers requests', async () => {
    const listener = listen()
    cleanups.push(listener.stop)
    cleanups.push(announceTestWallet(createTestWallet({ privateKeys: [KEY], chains: CHAINS })))
    await expect(listener.details[0]!.provider.request({ method: 'eth_chainId' })).resolves.toBe(
      '0x7a69',
    )
  })

  test('the default icon is an image the browser can decode', async () => {
    const wallet = createTestWallet({ privateKeys: [KEY], chains: CHAINS })
    const image = new Image()
    image.src = wallet.info.icon
    await image.decode()
    expect(image.naturalWidth).toBeGreaterThan(0)
  })
})

describe('injectTestWallet', () => {
  function inject(options: Partial<Parameters<typeof injectTestWallet>[0]> = {}) {
    const wallet = injectTestWallet({ privateKeys: [KEY], chains: CHAINS, ...options })
    cleanups.push(() => wallet.uninject())
    return wallet
  }
  const ethereum = () => (window as unknown as { ethereum?: unknown }).ethereum

  test('registers the wallet on window.__latchTestWallets for Playwright to steer', () => {
    const wallet = inject()
    expect(window.__latchTestWallets?.[DEFAULT_TEST_WALLET_RDNS]).toBe(wallet)
    window.__latchTestWallets?.[DEFAULT_TEST_WALLET_RDNS]?.setPolicy('reject')
    expect(wallet.policy).toBe('reject')
  })

  test('announces by default and sets window.ethereum only when asked', () => {
    const listener = listen()
    cleanups.push(listener.stop)
    const before = ethereum()
    const quiet = inject({ announce: false, info: { rdns: 'dev.latch.quiet' } })
    expect(listener.details).toEqual([])
    expect(ethereum()).toBe(before)
    quiet.uninject()

    const loud: InjectedTestWallet = inject({ setWindowEthereum: true })
    expect(listener.details.map((detail) => detail.provider)).toEqual([loud.provider])
    expect(ethereum()).toBe(loud.provider)
    expect((ethereum() as { isLatchTestWallet?: boolean }).isLatchTestWallet).toBe(true)
  })

  test('uninject stops announcing and restores what it replaced', () => {
    const before = ethereum()
    const wallet = inject({ setWindowEthereum: true })
    wallet.uninject()
    const listener = listen()
    cleanups.push(listener.stop)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(listener.details).toEqual([])
    expect(ethereum()).toBe(before)
    expect(window.__latchTestWallets?.[DEFAULT_TEST_WALLET_RDNS]).toBeUndefined()
  })
})
