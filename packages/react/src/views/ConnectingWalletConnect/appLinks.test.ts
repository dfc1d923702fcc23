import type { Wallet } from '@latch/core/api'
import { describe, expect, test } from 'vitest'
import { getWalletLinks, toAppLink, withPairingUri } from './appLinks.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=0f&expiryTimestamp=1700000000'
const ENCODED = encodeURIComponent(URI)

describe('toAppLink', () => {
  test.each([
    ['rainbow://', 'rainbow://', true],
    ['rainbow:', 'rainbow://', true],
    ['rainbow', 'rainbow://', true],
    ['Trust://open', 'trust://open/', true],
    ['ledgerlive://', 'ledgerlive://', true],
    ['https://rnbwapp.com', 'https://rnbwapp.com/', false],
    ['https://link.trustwallet.com/', 'https://link.trustwallet.com/', false],
    ['https://metamask.app.link/app?x=1#y', 'https://metamask.app.link/app/', false],
    ['onekey-wallet://', 'onekey-wallet://', true],
    ['imtokenv2://', 'imtokenv2://', true],
    ['com.example.wallet://', 'com.example.wallet://', true],
    ['http://localhost:3000/wallet', 'http://localhost:3000/wallet/', false],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080/', false],
  ])('%s → %s', (link, base, native) => {
    expect(toAppLink(link)).toEqual({ base, native })
  })

  test.each([
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'http://rnbwapp.com',
    'not a link',
    // operating-system handlers a blocklist let through
    'intent://scan/#Intent;scheme=zxing;package=com.google.zxing.client.android;end',
    'intent:#Intent;action=android.intent.action.VIEW;end',
    'ms-msdt:/id PCWDiagnostic /skip force /param "IT_BrowseForFile=x"',
    'ms-officecmd:{"id":3}',
    'MS-Settings:',
    'search-ms:query=invoice&crumb=location:\\\\evil.example\\share',
    'search:query=x',
    'shell:startup',
    'itms-services://?action=download-manifest&url=https://evil.example/app.plist',
    'market://details?id=com.evil',
    'tel:+100',
    'mailto:someone@example.com',
    'c:/Windows/System32/calc.exe',
    'x-apple-systempreferences:',
    'chrome://settings',
    'view-source:https://example.com',
    'about:blank',
    'blob:https://example.com/uuid',
    // bare names are schemes too
    'javascript',
    'intent',
    // a wallet scheme carrying arguments, or a web address with user info
    'wallet://wc?uri=attacker',
    'wallet://open#frag',
    'wallet://%0aalert(1)',
    'https://rnbwapp.com@evil.example',
    'http://192.168.1.10:3000',
    '',
    null,
    undefined,
  ])('%s is no app link', (link) => {
    expect(toAppLink(link)).toBeUndefined()
  })
})

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
