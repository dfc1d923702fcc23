import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { Wallet } from '../api/types.ts'
import { FUZZ_RUNS } from '../test/fuzzRuns.ts'
import { isWalletScheme, toAppLink, toImageUrl, toWebUrl, withSafeLinks } from './links.ts'

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
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
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
  ])('%j is no app link', (link) => {
    expect(toAppLink(link)).toBeUndefined()
  })
})

describe('toImageUrl', () => {
  test.each([
    ['https://api.example/getWalletImage/rainbow', 'https://api.example/getWalletImage/rainbow'],
    ['http://127.0.0.1:8787/getWalletImage/x', 'http://127.0.0.1:8787/getWalletImage/x'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml,%3Csvg%3E', 'data:image/svg+xml,%3Csvg%3E'],
    ['/getWalletImage/rainbow', '/getWalletImage/rainbow'],
  ])('%s is an image', (src, url) => {
    expect(toImageUrl(src)).toBe(url)
  })

  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;charset=utf-8;foo,x',
    'data:application/octet-stream;base64,AA==',
    'http://cdn.example/w.png',
    '//evil.example/w.png',
    '/\\evil.example/w.png',
    '/\t/evil.example/w.png',
    '/\n/evil.example/w.png',
    'blob:https://example.com/uuid',
    'file:///etc/passwd',
    'w.png',
    '',
    null,
  ])('%j is no image', (src) => {
    expect(toImageUrl(src)).toBeUndefined()
  })
})

test('withSafeLinks keeps good links and nulls the others', () => {
  const wallet: Wallet = {
    id: 'w',
    name: 'W',
    homepage: 'javascript:alert(1)',
    webapp_link: 'rainbow://',
    mobile_link: 'rainbow://',
    desktop_link: 'ms-msdt:/id PCWDiagnostic',
    image_url: 'data:text/html,<b>',
  }
  expect(withSafeLinks(wallet)).toEqual({
    id: 'w',
    name: 'W',
    homepage: null,
    webapp_link: null,
    mobile_link: 'rainbow://',
    desktop_link: null,
    image_url: null,
  })
  // Fields a directory host left out stay out.
  expect(withSafeLinks({ id: 'w', name: 'W' })).toEqual({ id: 'w', name: 'W' })
})

// Properties, over hostile links: schemes in any case with tabs, line breaks, controls and spaces
// slipped in (a browser's URL parser drops some of them), user info, encoded characters.
const DANGEROUS = ['javascript', 'data', 'vbscript', 'file', 'blob', 'intent', 'ms-msdt', 'about']
const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '\ufeff')
const scheme = fc.oneof(
  fc.constantFrom(...DANGEROUS, 'https', 'http', 'rainbow', 'metamask', 'trust', 'c'),
  fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,10}$/),
)
/** `word` with random letters upper-cased and noise between its characters. */
const disguised = (word: fc.Arbitrary<string>) =>
  word.chain((text) =>
    fc
      .array(fc.tuple(fc.boolean(), noise), { minLength: text.length, maxLength: text.length })
      .map((marks) =>
        [...text]
          .map((char, i) => {
            const [upper, gap] = marks[i] ?? [false, '']
            return (upper ? char.toUpperCase() : char) + (i % 3 === 0 ? gap : '')
          })
          .join(''),
      ),
  )
const host = fc.constantFrom(
  'rnbwapp.com',
  'localhost:3000',
  '127.0.0.1',
  '[::1]',
  'evil.example',
  'user:pw@evil.example',
  'rnbwapp.com@evil.example',
  '192.168.1.10',
  '%0aalert(1)',
  '',
)
const tail = fc.oneof(
  fc.constantFrom('', '/', '/wc', '?uri=x', '#frag', '/%2e%2e/', 'alert(1)', '//x'),
  fc.string({ maxLength: 12 }),
)
const hostileLink: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(noise, disguised(scheme), fc.constantFrom(':', '://', ':/', ':\\\\', ''), host, tail)
    .map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 30 }),
)

/** What a browser's URL parser makes of `href`. */
const protocolOf = (href: string) => new URL(href).protocol.slice(0, -1)
const isLoopbackHost = (hostname: string) =>
  ['localhost', '[::1]'].includes(hostname) || /^127\./.test(hostname)

describe('properties', () => {
  test('a web address is https, or http on this machine, with no user info', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        const url = toWebUrl(link)
        if (!url) return
        const parsed = new URL(url.href)
        expect(parsed.username + parsed.password).toBe('')
        if (parsed.protocol !== 'https:') {
          expect(parsed.protocol).toBe('http:')
          expect(isLoopbackHost(parsed.hostname)).toBe(true)
        }
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('an app link opens a web address or a wallet scheme, never a dangerous one; it is a fixed point', () => {
    fc.assert(
      fc.property(hostileLink, (link) => {
        const app = toAppLink(link)
        if (!app) return
        const protocol = protocolOf(app.base)
        expect(DANGEROUS).not.toContain(protocol)
        if (app.native) expect(isWalletScheme(protocol)).toBe(true)
        else expect(toWebUrl(app.base)?.href).toBe(app.base)
        // The base ends where the pairing URI goes, and reading it again changes nothing.
        expect(app.base).toMatch(/\/$/)
        expect(toAppLink(app.base)).toEqual(app)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('an image address is a web address, a data:image or a path on this origin', () => {
    const images = fc.oneof(
      hostileLink,
      fc
        .tuple(
          noise,
          fc.constantFrom('/', '//', '/\\', '/\t/', 'data:image/png;base64,', 'data:text/html,'),
          tail,
        )
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(images, (src) => {
        const url = toImageUrl(src)
        if (url === undefined) return
        const resolved = new URL(url, 'https://page.example/app/')
        if (resolved.protocol === 'data:') expect(url).toMatch(/^data:image\//i)
        else if (resolved.origin === 'https://page.example') expect(url).toMatch(/^\/(?!\/)/)
        else expect(toWebUrl(url)?.href).toBe(url)
        expect(toImageUrl(url)).toBe(url)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  test('withSafeLinks is idempotent and leaves only links the rules allow', () => {
    const field = fc.option(hostileLink, { nil: null })
    const wallets = fc.record({
      id: fc.constant('w'),
      name: fc.constant('W'),
      homepage: field,
      mobile_link: field,
      desktop_link: field,
      webapp_link: field,
      image_url: field,
    })
    fc.assert(
      fc.property(wallets, (wallet) => {
        const safe = withSafeLinks(wallet)
        expect(withSafeLinks(safe)).toEqual(safe)
        for (const link of [safe.homepage, safe.webapp_link]) {
          if (link !== null) expect(toWebUrl(link)).toBeDefined()
        }
        for (const link of [safe.mobile_link, safe.desktop_link]) {
          if (link !== null) expect(toAppLink(link)).toBeDefined()
        }
        if (safe.image_url !== null) expect(toImageUrl(safe.image_url)).toBe(safe.image_url)
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
