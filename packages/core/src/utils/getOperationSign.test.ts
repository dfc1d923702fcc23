import { expect, test } from 'vitest'
import { getOperationSign } from './getOperationSign.ts'

test.each([
  ['receive', '+'],
  ['deposit', '+'],
  ['borrow', '+'],
  ['claim', '+'],
  ['withdraw', '-'],
  ['repay', '-'],
  ['burn', '-'],
  ['send', '-'],
  ['mint', ''],
  ['trade', ''],
  ['approve', ''],
  ['execute', ''],
  ['Receive', ''],
  ['', ''],
])('%j → %j', (operationType, expected) => {
  expect(getOperationSign(operationType)).toBe(expected)
})
