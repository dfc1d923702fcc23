import { expect, test } from 'vitest'
import { formatMessage } from './format.ts'

const wallets = { one: '{count} wallet', other: '{count} wallets' }

test('placeholders filled, numbers written the locale’s way, a missing value left showing', () => {
  expect(formatMessage('Send {amount} to {name}', { amount: '1.5 ETH', name: 'bob.latch' })).toBe(
    'Send 1.5 ETH to bob.latch',
  )
  expect(formatMessage(wallets, { count: 1200 }, 'en')).toBe('1,200 wallets')
  expect(formatMessage(wallets, { count: 1200 }, 'de')).toBe('1.200 wallets')
  expect(formatMessage('Hello {who}')).toBe('Hello {who}')
})

test('plural forms by Intl.PluralRules: English, Russian, Arabic', () => {
  expect(formatMessage(wallets, { count: 1 })).toBe('1 wallet')
  const ru = {
    one: '{count} кошелёк',
    few: '{count} кошелька',
    many: '{count} кошельков',
    other: '{count} кошелька',
  }
  expect([1, 3, 5, 21].map((count) => formatMessage(ru, { count }, 'ru'))).toEqual([
    '1 кошелёк',
    '3 кошелька',
    '5 кошельков',
    '21 кошелёк',
  ])
  const ar = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' }
  expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage(ar, { count }, 'ar'))).toEqual([
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other',
  ])
})

test('in Arabic and Hebrew each value is a bidi isolate; elsewhere it is left as it is', () => {
  expect(formatMessage('الرصيد {amount}', { amount: '10,000.000 ETH' }, 'ar')).toBe(
    'الرصيد \u206810,000.000 ETH\u2069',
  )
  expect(formatMessage('{name} יתרה', { name: 'bob.latch' }, 'he')).toBe(
    '\u2068bob.latch\u2069 יתרה',
  )
  expect(formatMessage('Balance {amount}', { amount: '1 ETH' }, 'de')).toBe('Balance 1 ETH')
})
