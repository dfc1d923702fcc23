import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2 } from '../validation/params.ts'

/** Position after the last NFT of a page, in (chain, contract, token id) order. */
export type NftPosition = { chainId: string; contract: string; tokenId: string }

/** Encodes a position as an opaque URL-safe cursor. */
export function encodeNftCursor({ chainId, contract, tokenId }: NftPosition): string {
  return Buffer.from(JSON.stringify(['nft', chainId, contract, tokenId])).toString('base64url')
}

/** Decodes a cursor from `encodeNftCursor`; 400 `invalid_cursor` for anything else. */
export function decodeNftCursor(cursor: string): NftPosition {
  try {
    if (cursor.length > 300) throw new Error('too long')
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4 || value[0] !== 'nft') throw new Error('shape')
    const [, chainId, contract, tokenId] = value
    if (
      typeof chainId !== 'string' ||
      typeof contract !== 'string' ||
      !/^0x[0-9a-f]{40}$/.test(contract) ||
      typeof tokenId !== 'string' ||
      !/^\d{1,78}$/.test(tokenId)
    ) {
      throw new Error('fields')
    }
    // A CAIP-2 id as everywhere else: a NUL in it used to reach PostgreSQL and fail there.
    parseCaip2(chainId)
    return { chainId, contract, tokenId }
  } catch {
    throw badRequest('invalid_cursor', 'cursor is not a cursor this server returned')
  }
}
