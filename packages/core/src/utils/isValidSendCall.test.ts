import { expect, test } from 'vitest'
import { isValidSendCall } from './isValidSendCall.ts'

const to = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

test.each([
  ["'to' only", true, { to }],
  ["'to' and data", true, { to, data: '0xa9059cbb' }],
  ['empty data (0x)', true, { to, data: '0x' }],
  ["'to' and a value", true, { to, value: '0x1' }],
  ['data explicitly undefined', true, { to, data: undefined }],
  ["'to' without 0x", false, { to: to.slice(2) }],
  ["'to' as an ENS name", false, { to: 'vitalik.eth' }],
  ["'to' with 0X", false, { to: `0X${to.slice(2)}` }],
  ["no 'to'", false, { data: '0x' }],
  ["'to' not a string", false, { to: 1 }],
  ['data without 0x', false, { to, data: 'a9059cbb' }],
  ['data null', false, { to, data: null }],
  ['data a number', false, { to, data: 0 }],
  ['null', false, null],
  ['a string', false, to],
])('%s → %s', (_case, expected, call) => {
  expect(isValidSendCall(call)).toBe(expected)
})
