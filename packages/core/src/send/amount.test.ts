import { describe, expect, test } from 'vitest'
import { checkSendAmount, getMaxSendAmount } from './amount.ts'

describe('checkSendAmount', () => {
  test.each([
    ['', 'empty'],
    ['0', 'invalid'],
    ['-1', 'invalid'],
    ['abc', 'invalid'],
    ['1.0000001', 'invalid'], // more fraction digits than the token's 6
    ['100', 'ok'],
    ['100.000001', 'tooMany'],
  ])('%j of a 6-decimal token with 100 held: %s', (text, expected) => {
    expect(checkSendAmount(text, 6, '100')).toBe(expected)
  })

  test('a balance shown with more digits than the token has counts only what can be sent', () => {
    expect(checkSendAmount('1.5', 1, '1.59')).toBe('ok')
    expect(checkSendAmount('1.6', 1, '1.59')).toBe('tooMany')
  })
})

describe('getMaxSendAmount', () => {
  test('a token: its whole balance, cut to its decimals', () => {
    expect(getMaxSendAmount('100.1234567', 6, { value: 1n }, false)).toBe('100.123456')
  })

  test('the native currency: the balance less the fee, never below zero', () => {
    expect(getMaxSendAmount('1.5', 18, { value: 42_000_000_000_000n }, true)).toBe('1.499958')
    expect(getMaxSendAmount('0.00001', 18, { value: 42_000_000_000_000n }, true)).toBe('0')
    expect(getMaxSendAmount('1.5', 18, undefined, true)).toBe('1.5')
  })
})
