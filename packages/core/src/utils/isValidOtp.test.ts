import { expect, test } from 'vitest'
import { EMAIL_OTP_LENGTH, isValidOtp } from './isValidOtp.ts'

test('codes are 6 digits long', () => {
  expect(EMAIL_OTP_LENGTH).toBe(6)
})

test.each([
  ['6 digits', true, '123456'],
  ['leading zero kept', true, '012345'],
  ['all zeros', true, '000000'],
  ['5 digits', false, '12345'],
  ['7 digits', false, '1234567'],
  ['a letter', false, '12345a'],
  ['a space inside', false, '123 456'],
  ['a trailing newline', false, '123456\n'],
  ['a hyphen', false, '123-45'],
  ['Arabic-Indic digits', false, '١٢٣٤٥٦'],
  ['empty', false, ''],
  ['a number, not a string', false, 123456],
])('%s → %s', (_case, expected, value) => {
  expect(isValidOtp(value)).toBe(expected)
})
