import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2 } from '../validation/params.ts'

/** Position after the last transaction of a page (newest first ordering key). */
export type HistoryPosition = {
  minedAt: string
  chainId: string
  blockNumber: string
  txIndex: number
}

// The columns the position is compared with (queryHistory): bigint block numbers and integer
// indexes in a block; a cursor out of their range would fail in PostgreSQL, not here.
const MAX_BLOCK_NUMBER = 2n ** 63n - 1n
const MAX_TX_INDEX = 2 ** 31 - 1
/** `Date.prototype.toISOString` of a block time (from 1970 on), the only form encodeCursor writes. */
const MINED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Encodes a position as an opaque URL-safe cursor. */
export function encodeCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex } = position
  return Buffer.from(JSON.stringify([minedAt, chainId, blockNumber, txIndex])).toString('base64url')
}

/** Decodes a cursor from `encodeCursor`; 400 `invalid_cursor` for anything else. */
export function decodeCursor(cursor: string): HistoryPosition {
  try {
    if (cursor.length > 300) throw new Error('too long')
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) throw new Error('shape')
    const [minedAt, chainId, blockNumber, txIndex] = value
    if (
      !isMinedAt(minedAt) ||
      typeof chainId !== 'string' ||
      typeof blockNumber !== 'string' ||
      !/^\d{1,19}$/.test(blockNumber) ||
      BigInt(blockNumber) > MAX_BLOCK_NUMBER ||
      !Number.isInteger(txIndex) ||
      txIndex < 0 ||
      txIndex > MAX_TX_INDEX
    ) {
      throw new Error('fields')
    }
    parseCaip2(chainId)
    return { minedAt, chainId, blockNumber, txIndex }
  } catch {
    throw badRequest('invalid_cursor', 'cursor is not a cursor this server returned')
  }
}

function isMinedAt(value: unknown): value is string {
  if (typeof value !== 'string' || !MINED_AT_PATTERN.test(value)) return false
  const time = Date.parse(value)
  // Round-trips only for real dates (not 2024-02-30), and block times are not before 1970.
  return time >= 0 && new Date(time).toISOString() === value
}
