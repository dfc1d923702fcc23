import { getAddress, isAddress } from 'viem'
import { badRequest } from './HttpError.ts'

/** A parsed CAIP-2 chain id such as `eip155:31337`. */
export type Caip2 = { id: string; namespace: string; reference: string }

const CAIP2_PATTERN = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/
const MAX_LIST_ITEMS = 500

/** Parses a CAIP-2 chain id (`namespace:reference`, SPEC §5: two parts). */
export function parseCaip2(value: string, name = 'chainId'): Caip2 {
  const match = CAIP2_PATTERN.exec(value)
  if (!match) {
    throw badRequest(
      'invalid_chain_id',
      `${name} must be a CAIP-2 chain id like eip155:1, got '${truncate(value)}'`,
    )
  }
  return { id: value, namespace: match[1]!, reference: match[2]! }
}

/** Parses a CAIP-2 id of the eip155 namespace and returns its numeric chain id. */
export function parseEvmChainId(value: string, name = 'chainId'): number {
  const caip2 = parseCaip2(value, name)
  const id = Number(caip2.reference)
  if (caip2.namespace !== 'eip155' || !/^[1-9]\d{0,15}$/.test(caip2.reference)) {
    throw badRequest('invalid_chain_id', `${name} must be an eip155 chain id, got '${value}'`)
  }
  return id
}

/** Parses an EVM address (40 hex digits with 0x, SPEC §5) and returns it checksummed. */
export function parseEvmAddress(value: string, name = 'address'): `0x${string}` {
  if (!isAddress(value, { strict: false })) {
    throw badRequest(
      'invalid_address',
      `${name} must be an EVM address (0x followed by 40 hex digits), got '${truncate(value)}'`,
    )
  }
  return getAddress(value)
}

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Parses a Solana address (32 to 44 base58 characters, SPEC §5). */
export function parseSolanaAddress(value: string, name = 'address'): string {
  if (!SOLANA_ADDRESS.test(value)) {
    throw badRequest(
      'invalid_address',
      `${name} must be a Solana address (32 to 44 base58 characters), got '${truncate(value)}'`,
    )
  }
  return value
}

export type ParseIntegerOptions = { name: string; min: number; max: number; fallback: number }

/** Parses an optional decimal integer query parameter within [min, max]. */
export function parseInteger(
  value: string | undefined,
  { name, min, max, fallback }: ParseIntegerOptions,
): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d{1,9}$/.test(value)) {
    throw badRequest(
      'invalid_parameter',
      `${name} must be a whole number, got '${truncate(value)}'`,
    )
  }
  const number = Number(value)
  if (number < min || number > max) {
    throw badRequest(
      'invalid_parameter',
      `${name} must be between ${min} and ${max}, got ${number}`,
    )
  }
  return number
}

/** Parses a comma list of ids (`a,b,c`); empty items are skipped. */
export function parseIdList(value: string | undefined, name: string): string[] {
  if (value === undefined || value.trim() === '') return []
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (items.length > MAX_LIST_ITEMS) {
    throw badRequest('invalid_parameter', `${name} lists at most ${MAX_LIST_ITEMS} ids`)
  }
  for (const item of items) {
    if (!ID_PATTERN.test(item)) {
      throw badRequest('invalid_parameter', `${name} has an invalid id '${truncate(item)}'`)
    }
  }
  return items
}

function truncate(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value
}
