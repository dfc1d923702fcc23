import { describe, expect, test } from 'vitest'
import { HttpError } from '../validation/HttpError.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'

const position = {
  minedAt: '2023-11-14T22:18:20.000Z',
  chainId: 'eip155:31337',
  blockNumber: '9223372036854775807',
  txIndex: 2 ** 31 - 1,
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const cursor = (changes: Partial<Record<keyof typeof position, unknown>>) => {
  const { minedAt, chainId, blockNumber, txIndex } = { ...position, ...changes }
  return encode([minedAt, chainId, blockNumber, txIndex])
}

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof HttpError ? error.code : 'other'
  }
  return undefined
}

describe('history cursor', () => {
  test('round-trips a position at the edges of the columns (bigint block, integer index)', () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position)
  })

  // Each passed the old check and then failed in PostgreSQL: 500 instead of 400.
  test.each([
    ['a 20-digit block number', { blockNumber: '99999999999999999999' }],
    ['a block number past bigint', { blockNumber: '9223372036854775808' }],
    ['a tx index of 2^31', { txIndex: 2 ** 31 }],
    ['a negative tx index', { txIndex: -1 }],
    ['a year past 9999', { minedAt: '+275760-09-13T00:00:00.000Z' }],
    ['a negative year', { minedAt: '-271821-04-20T00:00:00.000Z' }],
    ['a date before 1970', { minedAt: '0000-01-01T00:00:00.000Z' }],
    ['February 30th', { minedAt: '2024-02-30T00:00:00.000Z' }],
    ['a free-form date', { minedAt: 'Tue Mar 01 2022' }],
    ['a date with words', { minedAt: '2020 foo' }],
    ['a chain id holding NUL', { chainId: 'eip155:\u0000' }],
    ['a chain id that is no CAIP-2 id', { chainId: 'x'.repeat(100) }],
  ])('rejects %s with 400 invalid_cursor', (_case, changes) => {
    expect(errorCode(() => decodeCursor(cursor(changes)))).toBe('invalid_cursor')
  })
})
