import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.ts'

describe('isOriginAllowed', () => {
  test.each([
    // exact patterns
    ['exact https origin', true, 'https://example.com', 'https://example.com'],
    [
      'origin with a path and trailing slash',
      true,
      'https://example.com/app?x=1',
      'https://example.com/',
    ],
    ['pattern case is ignored', true, 'https://example.com', 'HTTPS://Example.COM'],
    ['origin case is ignored', true, 'https://EXAMPLE.com', 'https://example.com'],
    ['other host', false, 'https://example.org', 'https://example.com'],
    ['other scheme', false, 'http://example.com', 'https://example.com'],
    // host wildcards
    ['* matches one label', true, 'https://app.example.com', 'https://*.example.com'],
    ['* matches several labels', true, 'https://a.b.example.com', 'https://*.example.com'],
    ['* needs at least one label', false, 'https://example.com', 'https://*.example.com'],
    ['look-alike suffix', false, 'https://evilexample.com', 'https://*.example.com'],
    [
      'pattern host inside a longer host',
      false,
      'https://app.example.com.evil.io',
      'https://*.example.com',
    ],
    ['* in the middle', true, 'https://app.eu.example.com', 'https://app.*.example.com'],
    [
      '* in the middle needs a label',
      false,
      'https://app.example.com',
      'https://app.*.example.com',
    ],
    ['a lone * host matches any host', true, 'https://anything.io', 'https://*'],
    // scheme left out
    ['no scheme allows https', true, 'https://my-app.vercel.app', '*.vercel.app'],
    ['no scheme allows http', true, 'http://my-app.vercel.app', '*.vercel.app'],
    ['no scheme refuses other schemes', false, 'ftp://my-app.vercel.app', '*.vercel.app'],
    ['explicit other scheme', true, 'chrome-extension://abcdef', 'chrome-extension://abcdef'],
    // ports
    ['* port allows any port', true, 'http://localhost:5173', 'http://localhost:*'],
    ['* port allows the default port', true, 'http://localhost', 'http://localhost:*'],
    [
      'no port in pattern refuses another port',
      false,
      'https://example.com:8443',
      'https://example.com',
    ],
    [
      'no port in pattern allows an explicit default port',
      true,
      'https://example.com:443',
      'https://example.com',
    ],
    ['exact port', true, 'http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['other port', false, 'http://127.0.0.1:8788', 'http://127.0.0.1:8787'],
    ['explicit default port in pattern', true, 'https://example.com', 'https://example.com:443'],
    ['host wildcard with any port', true, 'http://shop.localhost:3000', 'http://*.localhost:*'],
    ['localhost look-alike', false, 'http://localhost.evil.com:5173', 'http://localhost:*'],
    ['IPv6 loopback', true, 'http://[::1]:5173', 'http://[::1]:*'],
    // bad input
    ['opaque origin', false, 'null', 'https://*'],
    ['file origin (opaque)', false, 'file:///tmp/index.html', 'file://*'],
    ['not a URL', false, 'example.com', '*.example.com'],
    ['empty origin', false, '', 'https://*'],
    [
      'partial-label wildcard is not supported',
      false,
      'https://pr-1.example.com',
      'https://pr-*.example.com',
    ],
    ['pattern with a path', false, 'https://example.com', 'https://example.com/app'],
    ['empty pattern', false, 'https://example.com', ''],
  ])('%s → %s', (_case, expected, origin, pattern) => {
    expect(isOriginAllowed(origin, [pattern])).toBe(expected)
  })

  test('matches when any pattern matches, and never with no patterns', () => {
    const patterns = ['https://a.example', 'https://*.example.com']
    expect(isOriginAllowed('https://x.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://b.example', patterns)).toBe(false)
    expect(isOriginAllowed('https://x.example.com', [])).toBe(false)
  })
})
