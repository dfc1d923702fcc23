import { formatQuantity } from '@latch/core/internal'
import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.ts'

test.each([
  ['10000', 'ETH', '10,000.000 ETH'],
  ['9999.98999958', 'ETH', '9,999.990 ETH'],
  ['0.0005', 'ETH', '0.001 ETH'],
  ['0.00049', 'SOL', '0.000 SOL'],
  ['123456789012345678.123456789', 'ETH', '123,456,789,012,345,678.123 ETH'],
  ['1.5', undefined, '1.500'],
])('%s %s shows as %j', (balance, symbol, expected) => {
  expect(formatBalance(balance, symbol)).toBe(expected)
})

test.each(['10000', '9999.98999958', '0.0005', '0.00049', '1e-7', '123456789012345678.123456789'])(
  'formats %s exactly as core’s formatQuantity does',
  (balance) => {
    expect(formatBalance(balance)).toBe(formatQuantity(balance))
  },
)

test.each([undefined, 'not a number', '', '1e309'])('%j shows nothing', (balance) => {
  expect(formatBalance(balance, 'ETH')).toBeUndefined()
})

test.each(['ar', 'ru'])(
  'in %s, not a number still shows nothing (not the word for NaN)',
  (locale) => {
    expect(formatBalance('not a number', 'ETH', locale)).toBeUndefined()
  },
)

test.each(['de', 'fr', 'ja', 'ar'])(
  'in %s it writes the balance as core’s formatQuantity does for that language',
  (locale) => {
    const balance = '1234567.8915'
    expect(formatBalance(balance, 'ETH', locale)).toBe(`${formatQuantity(balance, locale)} ETH`)
  },
)

test('German groups and separates its own way', () => {
  expect(formatBalance('1234.5', 'ETH', 'de')).toBe('1.234,500 ETH')
})
