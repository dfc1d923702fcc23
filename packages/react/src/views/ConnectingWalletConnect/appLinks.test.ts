import type { Wallet } from '@latch/core/api'
import { describe, expect, test } from 'vitest'
import { getWalletLinks, withPairingUri } from './appLinks.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=0f&expiryTimestamp=1700000000'
const ENCODED = encodeURIComponent(URI)

describe('withPairingUri', () => {
  test('a custom scheme gets wc?uri= right after ://', () => {
    expect(withPairingUri('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  })

  test('a universal link gets /wc?uri= after its path', () => {
    expect(withPairingUri('https://rnbwapp.com/', URI)).toBe(
      `https://rnbwapp.com/wc?uri=${ENCODED}`,
    )
  })

  test('the URI is encoded whole: its own ?, & and = stay inside the uri parameter', () => {
    const href = withPairingUri('https://rnbwapp.com/', URI)
    expect(new URL(href).searchParams.get('uri')).toBe(URI)
    expect([...new URL(href).searchParams.keys()]).toEqual(['uri'])
  })
})

describe('getWalletLinks', () => {
  const wallet: Wallet = {
    id: 'w',
    name: 'Wallet',
    mobile_link: 'wallet://',
    desktop_link: 'walletdesktop://',
    webapp_link: 'https://app.wallet.example',
  }

  test('mobile, desktop and web app, each carrying the URI', () => {
    expect(getWalletLinks(wallet, URI)).toEqual([
      { kind: 'mobile', base: 'wallet://', href: `wallet://wc?uri=${ENCODED}`, native: true },
      {
        kind: 'desktop',
        base: 'walletdesktop://',
        href: `walletdesktop://wc?uri=${ENCODED}`,
        native: true,
      },
      {
        kind: 'web',
        base: 'https://app.wallet.example/',
        href: `https://app.wallet.example/wc?uri=${ENCODED}`,
        native: false,
      },
    ])
  })

  test('missing and unsafe links are left out; a web app is never a custom scheme', () => {
    const links = getWalletLinks(
      { ...wallet, mobile_link: 'javascript:alert(1)', desktop_link: null, webapp_link: 'app://' },
      URI,
    )
    expect(links).toEqual([])
  })
})
