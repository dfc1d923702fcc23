import { describe, expect, test } from 'vitest'
import { isAuthority, isUri } from './rfc3986.ts'

describe('isAuthority', () => {
  test.each([
    'example.com',
    'example.com:8443',
    'example.com:',
    'user@example.com',
    'user:pa%20ss@example.com:1',
    '127.0.0.1:5173',
    '[::1]',
    '[::1]:5173',
    '[2001:db8::ff00:42:8329]',
    '[2001:0db8:0000:0000:0000:ff00:0042:8329]',
    '[::ffff:192.0.2.128]',
    '[1:2:3:4:5:6:7::]',
    '[v1.fe80::a+en1]',
  ])('%s is an authority', (value) => {
    expect(isAuthority(value, { requireHost: true })).toBe(true)
  })

  test.each([
    '',
    'user@',
    ':80',
    'example.com/path',
    'exa mple.com',
    'example.com:80:80',
    '[::1',
    '[::1]x',
    '[1:2:3:4:5:6:7:8:9]',
    '[1::2::3]',
    '[1:2:3:4:5:6:7::8]',
    '[12345::]',
    '[::1.2.3.256]',
    '[1.2.3.4::]',
    '[::1.2.3]',
    'a@b@c',
    'ex%zzample.com',
  ])('%s is not', (value) => {
    expect(isAuthority(value, { requireHost: true })).toBe(false)
  })

  test('an empty host only where the URI grammar allows it', () => {
    expect(isAuthority('', { requireHost: false })).toBe(true)
  })
})

describe('isUri', () => {
  test.each([
    'https://example.com',
    'https://example.com/a/b?c=d&e#f',
    'http://[::1]:5173/',
    'file:///etc/hosts',
    'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
    'mailto:a@example.com',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'a:',
    'https://example.com/?#',
  ])('%s is a URI', (value) => {
    expect(isUri(value)).toBe(true)
  })

  test.each([
    '',
    '/relative',
    'example.com',
    '1http://example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/%2',
    'https://example.com/#a#b',
    'https://example.com/<script>',
    'https://[::1/',
    'https://example.com/é',
  ])('%s is not', (value) => {
    expect(isUri(value)).toBe(false)
  })
})
