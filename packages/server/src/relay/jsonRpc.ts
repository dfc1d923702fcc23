import { RELAY_ERROR_CODES, type RelayErrorCode } from './errors.ts'

/**
 * A request id as JSON text, echoed verbatim in the answer. Kept as text because clients may send
 * integer ids beyond 2^53 that `JSON.parse` would round.
 */
export type RpcIdJson = string

/** One frame from a client, classified. */
export type ParsedFrame =
  | { kind: 'request'; id: RpcIdJson; method: string; params: unknown }
  /** An answer to a relay request (the client's acknowledgement of `irn_subscription`). */
  | { kind: 'response'; id: unknown; ok: boolean }
  | { kind: 'invalid'; id: RpcIdJson; code: RelayErrorCode; message: string }

const NULL_ID: RpcIdJson = 'null'
const LARGE_INTEGER_ID = /"id"\s*:\s*(-?\d{16,})\s*[,}]/g

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idJson(id: unknown, text: string): RpcIdJson | undefined {
  if (typeof id === 'string') return JSON.stringify(id)
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined
  if (Number.isSafeInteger(id)) return String(id)
  // The digits of the "id" member that parses to this number (a nested "id" may come first).
  for (const match of text.matchAll(LARGE_INTEGER_ID)) {
    if (Number(match[1]) === id) return match[1]!
  }
  return String(id)
}

/** Classifies a text frame per JSON-RPC 2.0 (no batches: the SDKs never send them). */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid(NULL_ID, RELAY_ERROR_CODES.parseError, 'Parse error: the frame is not JSON')
  }
  if (!isRecord(value)) {
    const what = Array.isArray(value) ? 'batches are not supported' : 'expected an object'
    return invalid(NULL_ID, RELAY_ERROR_CODES.invalidRequest, `Invalid request: ${what}`)
  }
  const id = idJson(value.id, text)
  if (value.method === undefined && ('result' in value || 'error' in value)) {
    return { kind: 'response', id: value.id, ok: !('error' in value) }
  }
  if (value.jsonrpc !== '2.0') {
    return invalid(
      id ?? NULL_ID,
      RELAY_ERROR_CODES.invalidRequest,
      'Invalid request: jsonrpc must be "2.0"',
    )
  }
  if (id === undefined) {
    return invalid(
      NULL_ID,
      RELAY_ERROR_CODES.invalidRequest,
      'Invalid request: id must be a string or an integer',
    )
  }
  if (typeof value.method !== 'string' || value.method === '') {
    return invalid(id, RELAY_ERROR_CODES.invalidRequest, 'Invalid request: method must be a string')
  }
  return { kind: 'request', id, method: value.method, params: value.params }
}

/** Reads just the id of a frame too large to answer normally, so the error can name it. */
export function frameId(text: string): RpcIdJson {
  try {
    const value: unknown = JSON.parse(text)
    return (isRecord(value) && idJson(value.id, text)) || NULL_ID
  } catch {
    return NULL_ID
  }
}

function invalid(id: RpcIdJson, code: RelayErrorCode, message: string): ParsedFrame {
  return { kind: 'invalid', id, code, message }
}

export function formatResult(id: RpcIdJson, result: unknown): string {
  return `{"id":${id},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function formatError(id: RpcIdJson, code: RelayErrorCode, message: string): string {
  return `{"id":${id},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
