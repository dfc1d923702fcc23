import { expect, test } from 'vitest'
import { isSignedMessage } from './isSignedMessage.ts'

test.each([
  ['0x + 62 hex (the minimum)', true, `0x${'a'.repeat(62)}`],
  ['0x + 63 hex', true, `0x${'a'.repeat(63)}`],
  ['an ECDSA signature (130 hex)', true, `0x${'1b'.repeat(65)}`],
  ['a long smart-account signature', true, `0x${'Ab'.repeat(400)}`],
  ['0x + 61 hex', false, `0x${'a'.repeat(61)}`],
  ['no 0x prefix', false, 'a'.repeat(130)],
  ['a non-hex character', false, `0x${'a'.repeat(129)}g`],
  ['a trailing space', false, `0x${'a'.repeat(130)} `],
  ['0x only', false, '0x'],
  ['empty', false, ''],
  ['not a string', false, null],
])('%s → %s', (_case, expected, value) => {
  expect(isSignedMessage(value)).toBe(expected)
})
