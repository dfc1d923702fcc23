import type { NftMetadata } from './types.ts'

/** Longest metadata document decoded; on-chain SVG metadata is a few KiB. */
const MAX_DOCUMENT_CHARS = 256 * 1024
/** Longest image kept (data URIs included); longer ones are dropped rather than relayed. */
const MAX_IMAGE_CHARS = 128 * 1024
const MAX_NAME_CHARS = 200
const MAX_DESCRIPTION_CHARS = 2_000

const EMPTY: NftMetadata = { name: null, description: null, image: null }

/**
 * Reads NFT metadata from a `tokenURI` that is a JSON data URI
 * (`data:application/json;base64,…`, or percent-encoded `data:application/json,…`). Other URIs
 * (http, ipfs) are not fetched: the server stays offline and makes no requests chosen by a
 * contract. Images are kept only as `data:image/…` URIs or http(s) URLs (safe as `<img src>`).
 *
 * @example
 * decodeTokenUri('data:application/json;base64,eyJuYW1lIjoiQSJ9') // { name: 'A', description: null, image: null }
 */
export function decodeTokenUri(uri: string): NftMetadata {
  const document = jsonDocument(uri)
  if (document === undefined) return EMPTY
  let value: unknown
  try {
    value = JSON.parse(document)
  } catch {
    return EMPTY
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY
  const record = value as Record<string, unknown>
  return {
    name: text(record.name, MAX_NAME_CHARS),
    description: text(record.description, MAX_DESCRIPTION_CHARS),
    image: image(record.image),
  }
}

function jsonDocument(uri: string): string | undefined {
  if (uri.length > MAX_DOCUMENT_CHARS) return undefined
  const match = /^data:application\/json((?:;[^,;]*)*),(.*)$/is.exec(uri)
  if (!match) return undefined
  const [, parameters = '', payload = ''] = match
  try {
    if (/;base64$/i.test(parameters)) return Buffer.from(payload, 'base64').toString('utf8')
    return decodeURIComponent(payload)
  } catch {
    return undefined
  }
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  if (trimmed === '') return null
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed
}

function image(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_IMAGE_CHARS) return null
  if (/^data:image\/[-+.a-z0-9]+[;,]/i.test(value)) return value
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value
  return null
}
