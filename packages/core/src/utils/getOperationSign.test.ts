import { describe, expect, test } from 'vitest'
import type { Transaction, TransactionTransfer } from '../api/history.ts'
import { getOperationSign, getTransferSign } from './getOperationSign.ts'

describe('getOperationSign: SPEC §4 only', () => {
  test.each([
    ['receive', '+'],
    ['deposit', '+'],
    ['borrow', '+'],
    ['claim', '+'],
    ['withdraw', '-'],
    ['repay', '-'],
    ['burn', '-'],
    ['send', ''],
    ['mint', ''],
    ['trade', ''],
    ['approve', ''],
    ['execute', ''],
    ['Receive', ''],
    ['', ''],
  ])('%j → %j', (operationType, expected) => {
    expect(getOperationSign(operationType)).toBe(expected)
  })
})

const ME = '0xAbCd000000000000000000000000000000000001'
const OTHER = '0x9999000000000000000000000000000000000002'
const ZERO = '0x0000000000000000000000000000000000000000'

function tx(
  operationType: string,
  sentFrom: string,
  sentTo: string,
): Pick<Transaction, 'metadata'> {
  return {
    metadata: {
      operationType,
      sentFrom,
      sentTo,
      minedAt: '2026-01-01T00:00:00.000Z',
      chain: 'eip155:31337',
      status: 'confirmed',
    },
  }
}

describe('getTransferSign: SPEC §4 for its types, the direction for the others', () => {
  const IN: TransactionTransfer = { quantity: { numeric: '1' }, direction: 'in' }
  const OUT: TransactionTransfer = { quantity: { numeric: '1' }, direction: 'out' }
  const BARE: TransactionTransfer = { quantity: { numeric: '1' } }
  test.each<[string, Pick<Transaction, 'metadata'>, TransactionTransfer | undefined, string]>([
    // SPEC's listed types keep their sign whatever the direction says.
    ['receive', tx('receive', OTHER, ME), IN, '+'],
    ['claim, direction out', tx('claim', ME, OTHER), OUT, '+'],
    ['burn', tx('burn', ME, ZERO), OUT, '-'],
    ['withdraw, direction in', tx('withdraw', OTHER, ME), IN, '-'],
    // Every other type by the transfer's direction.
    ['mint to the account', tx('mint', ZERO, ME), IN, '+'],
    ['mint out of the account (direction field)', tx('mint', ZERO, OTHER), OUT, '-'],
    ['send', tx('send', ME, OTHER), OUT, '-'],
    ['execute that brought tokens in', tx('execute', OTHER, ME), IN, '+'],
    ['trade leg in', tx('trade', ME, OTHER), IN, '+'],
    // No direction field: sender and receiver against the account, case-insensitive on EVM.
    ['mint to the account, no direction', tx('mint', ZERO, ME.toLowerCase()), BARE, '+'],
    [
      'mint from the account, no direction',
      tx('mint', ME.toUpperCase().replace('0X', '0x'), OTHER),
      BARE,
      '-',
    ],
    ['unrelated, no direction', tx('mint', ZERO, OTHER), BARE, ''],
    // Nothing moved in or out.
    ['approve (no transfer)', tx('approve', ME, OTHER), undefined, ''],
    ['send to oneself', tx('send', ME, ME.toLowerCase()), OUT, ''],
    [
      'self direction',
      tx('execute', ME, OTHER),
      { quantity: { numeric: '1' }, direction: 'self' },
      '',
    ],
  ])('%s', (_, transaction, transfer, expected) => {
    expect(getTransferSign(transaction, transfer, ME)).toBe(expected)
  })

  test('base58 addresses compare exactly', () => {
    const account = 'So1anaAccount1111111111111111111111111111111'
    const bare: TransactionTransfer = { quantity: { numeric: '1' } }
    expect(getTransferSign(tx('mint', 'x', account), bare, account)).toBe('+')
    expect(getTransferSign(tx('mint', 'x', account.toLowerCase()), bare, account)).toBe('')
  })
})
