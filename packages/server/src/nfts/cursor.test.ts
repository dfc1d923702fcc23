import { describe, expect, test } from 'vitest'
import { HttpError } from '../validation/HttpError.ts'
import { decodeNftCursor, encodeNftCursor } from './cursor.ts'

const position = {
  chainId: 'eip155:31337',
  contract: '0xe1aa25618fa0c7a1cfdab5d6b456af611873b629',
  tokenId: '115792089237316195423570985008687907853269984665640564039457584007913129639935',
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('NFT cursor', () => {
  test('round-trips a position (token ids up to 2^256 - 1)', () => {
    expect(decodeNftCursor(encodeNftCursor(position))).toEqual(position)
  })

  test.each([
    ['not base64 JSON', 'garbage'],
    ['a history cursor', encode(['2024-01-01T00:00:00.000Z', 'eip155:1', '1', 0])],
    ['an upper-case contract', encode(['nft', 'eip155:1', position.contract.toUpperCase(), '1'])],
    ['a negative token id', encode(['nft', 'eip155:1', position.contract, '-1'])],
    // Passed the old check, then failed in PostgreSQL (500): text cannot hold NUL.
    ['a chain id holding NUL', encode(['nft', 'eip155:1\u0000', position.contract, '1'])],
    ['a chain id that is no CAIP-2 id', encode(['nft', 'chain one', position.contract, '1'])],
  ])('rejects %s', (_case, cursor) => {
    expect(() => decodeNftCursor(cursor)).toThrow(HttpError)
  })
})
