import { expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.ts'

const hex40 = 'd8da6bf26964af9d7eed9e03e53415d37aa96045'

test.each([
  ['0x-prefixed, lower case', true, `0x${hex40}`],
  ['0x-prefixed, mixed case', true, '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  ['no prefix (optional)', true, hex40],
  ['all zeros', true, `0x${'0'.repeat(40)}`],
  ['39 hex digits', false, `0x${hex40.slice(1)}`],
  ['41 hex digits', false, `0x${hex40}0`],
  ['41 hex digits without prefix', false, `${hex40}0`],
  ['upper-case 0X prefix', false, `0X${hex40}`],
  ['a non-hex digit', false, `0x${hex40.slice(1)}g`],
  ['a space inside', false, `0x ${hex40.slice(1)}`],
  ['trailing newline', false, `0x${hex40}\n`],
  ['prefix only', false, '0x'],
  ['empty', false, ''],
  ['a Solana address', false, '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
  ['not a string', false, 0x1234],
  ['undefined', false, undefined],
])('%s → %s', (_case, expected, value) => {
  expect(isEvmAddress(value)).toBe(expected)
})
