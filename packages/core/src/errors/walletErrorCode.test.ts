import { describe, expect, test } from 'vitest'
import { getWalletErrorCode, isUnknownChainError, isUserRejection } from './walletErrorCode.ts'

const wrapped = (code: number) =>
  new Error('outer', { cause: new Error('mid', { cause: { code } }) })

describe('wallet error classification (by code, never by message)', () => {
  test.each([
    [{ code: 4001, message: 'whatever' }, 4001],
    [wrapped(4902), 4902],
    [{ code: '4001' }, undefined],
    [new Error('User rejected the request'), undefined],
    [null, undefined],
  ])('%o has code %s', (error, code) => {
    expect(getWalletErrorCode(error)).toBe(code)
  })

  test('a 4001 anywhere in the cause chain is a rejection; a message saying so is not', () => {
    expect(isUserRejection(wrapped(4001))).toBe(true)
    expect(isUserRejection(new Error('User rejected'))).toBe(false)
  })

  test.each([
    [4902, true],
    [5000, true],
    [-32603, true],
    [32603, true],
    [4001, false],
    [-32602, false],
  ])('switch error %s means unknown chain: %s', (code, expected) => {
    expect(isUnknownChainError({ code })).toBe(expected)
  })
})
