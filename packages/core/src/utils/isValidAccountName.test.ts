import { expect, test } from 'vitest'
import { ACCOUNT_NAME_MIN_LENGTH, isValidAccountName } from './isValidAccountName.ts'

test('the minimum length is 4', () => {
  expect(ACCOUNT_NAME_MIN_LENGTH).toBe(4)
})

test.each([
  ['4 letters', true, 'abcd'],
  ['letters, digits and a hyphen', true, 'alice-42'],
  ['upper-case letters', true, 'Alice'],
  ['only digits', true, '2024'],
  ['only hyphens', true, '----'],
  ['a long name', true, 'a'.repeat(64)],
  ['3 characters', false, 'abc'],
  ['empty', false, ''],
  ['an underscore', false, 'alice_b'],
  ['a dot', false, 'alice.id'],
  ['a space', false, 'alice b'],
  ['a trailing space', false, 'alice '],
  ['an emoji', false, 'alice😀'],
  ['a non-ASCII letter', false, 'zoë-name'],
  ['not a string', false, 12345],
])('%s → %s', (_case, expected, name) => {
  expect(isValidAccountName(name)).toBe(expected)
})
