import { expect, test } from 'vitest'
import { isValidEmail } from './isValidEmail.ts'

test.each([
  ['a plain address', true, 'ada@example.com'],
  ['plus tag and dots', true, 'ada.lovelace+latch@example.co.uk'],
  ['sub-domains and hyphens', true, 'ops@mail.my-company.example.org'],
  ['upper case', true, 'ADA@EXAMPLE.COM'],
  ['digits in the domain', true, 'a@123.example.io'],
  ['a long TLD', true, 'a@example.technology'],
  ['no @', false, 'ada.example.com'],
  ['two @', false, 'ada@lovelace@example.com'],
  ['nothing before @', false, '@example.com'],
  ['no domain', false, 'ada@'],
  ['no TLD', false, 'ada@example'],
  ['one-letter TLD', false, 'ada@example.c'],
  ['numeric TLD', false, 'ada@example.123'],
  ['domain ends with a dot', false, 'ada@example.com.'],
  ['domain label starts with a hyphen', false, 'ada@-example.com'],
  ['empty domain label', false, 'ada@example..com'],
  ['space in the local part', false, 'ada lovelace@example.com'],
  ['space in the domain', false, 'ada@exa mple.com'],
  ['leading space', false, ' ada@example.com'],
  ['trailing space', false, 'ada@example.com '],
  ['local part starts with a dot', false, '.ada@example.com'],
  ['doubled dot in the local part', false, 'ada..l@example.com'],
  ['IP literal domain', false, 'ada@[127.0.0.1]'],
  [
    'longer than 254 characters',
    false,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
  ],
  ['empty', false, ''],
  ['not a string', false, undefined],
])('%s → %s', (_case, expected, value) => {
  expect(isValidEmail(value)).toBe(expected)
})
