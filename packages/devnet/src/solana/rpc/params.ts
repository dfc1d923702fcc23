import { fromBase58 } from '../chain/base58.ts'
import { invalidParam, invalidParams } from './RpcError.ts'

/** The positional params of a request; absent params are an empty list. */
export function paramList(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalidParams('expected an array of params')
  return params
}

function base58Of(value: unknown, size: number, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`expected a base58 ${what} string`)
  let bytes: Uint8Array
  try {
    bytes = fromBase58(value)
  } catch {
    throw invalidParam(`Invalid ${what}`)
  }
  if (bytes.length !== size) throw invalidParam(`Invalid ${what}`)
  return value
}

/** A base58 32-byte public key. */
export function addressParam(value: unknown): string {
  return base58Of(value, 32, 'public key')
}

/** A base58 64-byte signature. */
export function signatureParam(value: unknown): string {
  return base58Of(value, 64, 'signature')
}

/** A base58 32-byte hash (blockhash). */
export function hashParam(value: unknown): string {
  return base58Of(value, 32, 'hash')
}

/** An optional config object; absent is `{}`. */
export function configParam(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('expected a config object')
  }
  return value as Record<string, unknown>
}

/** A non-negative integer (u64) given as a JSON number. */
export function u64Param(value: unknown, what: string): bigint {
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`expected a non-negative integer ${what}`)
  }
  return BigInt(value)
}

/** An optional boolean config field. */
export function booleanField(
  config: Record<string, unknown>,
  key: string,
  fallback: boolean,
): boolean {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`)
  return value
}

/** An optional string config field limited to `allowed`. */
export function enumField<T extends string>(
  config: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidParams(
      `unknown variant \`${String(value)}\` for ${key}, expected one of ${allowed.join(', ')}`,
    )
  }
  return value as T
}

const COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** Validates `commitment` (every landed transaction is final here, so any level is met). */
export function checkCommitment(config: Record<string, unknown>): void {
  enumField(config, 'commitment', COMMITMENTS, 'finalized')
  if ('preflightCommitment' in config)
    enumField(config, 'preflightCommitment', COMMITMENTS, 'finalized')
}

/** Throws -32602 "Invalid params: detail" when `condition` holds. */
export function invalidParamsIf(condition: boolean, detail: string): void {
  if (condition) throw invalidParams(detail)
}
