import { badRequest } from '../validation/HttpError.ts'

/** Position after the last transaction of a page (newest first ordering key). */
export type HistoryPosition = {
  minedAt: string
  chainId: string
  blockNumber: string
  txIndex: number
}

/** Encodes a position as an opaque URL-safe cursor. */
export function encodeCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex } = position
  return Buffer.from(JSON.stringify([minedAt, chainId, blockNumber, txIndex])).toString('base64url')
}

/** Decodes a cursor from `encodeCursor`; 400 for anything else. */
export function decodeCursor(cursor: string): HistoryPosition {
  try {
    if (cursor.length > 300) throw new Error('too long')
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) throw new Error('shape')
    const [minedAt, chainId, blockNumber, txIndex] = value
    if (
      typeof minedAt !== 'string' ||
      Number.isNaN(Date.parse(minedAt)) ||
      typeof chainId !== 'string' ||
      typeof blockNumber !== 'string' ||
      !/^\d{1,20}$/.test(blockNumber) ||
      !Number.isSafeInteger(txIndex)
    ) {
      throw new Error('fields')
    }
    return { minedAt, chainId, blockNumber, txIndex }
  } catch {
    throw badRequest('invalid_cursor', 'cursor is not a cursor this server returned')
  }
}
