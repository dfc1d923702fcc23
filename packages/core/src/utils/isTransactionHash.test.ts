import { expect, test } from 'vitest'
import { isTransactionHash } from './isTransactionHash.ts'

const hex64 = 'a'.repeat(32) + 'F0'.repeat(16)

test.each([
  ['0x + 64 hex', true, `0x${hex64}`],
  ['upper-case hex digits', true, `0x${hex64.toUpperCase()}`],
  ['63 hex', false, `0x${hex64.slice(1)}`],
  ['65 hex', false, `0x${hex64}a`],
  ['a signature (130 hex)', false, `0x${hex64}${hex64}ab`],
  ['no 0x prefix', false, hex64],
  ['0X prefix', false, `0X${hex64}`],
  ['a non-hex character', false, `0x${hex64.slice(1)}z`],
  [
    'a Solana signature (base58)',
    false,
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
  ],
  ['empty', false, ''],
  ['not a string', false, 123],
])('%s → %s', (_case, expected, value) => {
  expect(isTransactionHash(value)).toBe(expected)
})
