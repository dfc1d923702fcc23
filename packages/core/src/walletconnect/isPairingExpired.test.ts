import { expect, test } from 'vitest'
import { isPairingExpired } from './isPairingExpired.ts'

test.each([
  ['no uri', { status: 'idle' as const }, 0, true],
  ['fresh', { status: 'pairing' as const, uri: 'wc:a', uriExpiresAt: 240_000 }, 0, false],
  [
    'just before the margin',
    { status: 'pairing' as const, uri: 'wc:a', uriExpiresAt: 240_000 },
    229_999,
    false,
  ],
  [
    'at the margin',
    { status: 'pairing' as const, uri: 'wc:a', uriExpiresAt: 240_000 },
    230_000,
    true,
  ],
  [
    'past its end',
    { status: 'pairing' as const, uri: 'wc:a', uriExpiresAt: 240_000 },
    250_000,
    true,
  ],
])('isPairingExpired: %s', (_, state, now, expected) => {
  expect(isPairingExpired(state, now)).toBe(expected)
})
