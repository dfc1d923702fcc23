import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.ts'

test.each([
  ['a wallet address (43 chars)', true, '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
  ['the system program (32 ones)', true, '11111111111111111111111111111111'],
  ['a token mint (44 chars)', true, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
  ['31 characters', false, '1'.repeat(31)],
  ['45 characters', false, '1'.repeat(45)],
  ['contains 0 (not base58)', false, `0${'1'.repeat(40)}`],
  ['contains O (not base58)', false, `O${'1'.repeat(40)}`],
  ['contains I (not base58)', false, `I${'1'.repeat(40)}`],
  ['contains l (not base58)', false, `l${'1'.repeat(40)}`],
  ['contains a space', false, `${'1'.repeat(20)} ${'1'.repeat(20)}`],
  ['an EVM address', false, '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  ['empty', false, ''],
  ['not a string', false, 42],
])('%s → %s', (_case, expected, value) => {
  expect(isSolanaAddress(value)).toBe(expected)
})
