import { expect, test } from 'vitest'
import { toUiTokenAmount } from './tokenLayouts.ts'

test.each([
  [1_500_000n, 6, '1.5', 1.5],
  [1_000_000_000n, 6, '1000', 1000],
  [1n, 9, '0.000000001', 1e-9],
  [0n, 6, '0', 0],
  [123n, 0, '123', 123],
])('%s with %i decimals is %s', (amount, decimals, uiAmountString, uiAmount) => {
  expect(toUiTokenAmount(amount, decimals)).toEqual({
    amount: amount.toString(),
    decimals,
    uiAmount,
    uiAmountString,
  })
})
