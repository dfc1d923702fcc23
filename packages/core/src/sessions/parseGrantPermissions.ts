import {
  SESSION_MAX_LIFETIME_S,
  SESSION_MAX_PERMISSIONS,
  SESSION_MAX_SIGNER_ID_LENGTH,
  SESSION_MAX_TICKER_LENGTH,
} from './constants.ts'
import { InvalidSessionRequestError } from './errors.ts'
import type { SessionPermission, SessionSigner } from './types.ts'

/** A `wallet_grantPermissions` request, checked and in its one canonical form. */
export type GrantRequest = {
  /** Unix seconds. */
  expiry: number
  /** Token addresses in lower case, allowances as minimal hex, one permission per token. */
  permissions: SessionPermission[]
  signer?: SessionSigner
  /** The chain the request names (CAIP-2), when it names one. */
  chainId?: string
}

const MAX_UINT256 = (1n << 256n) - 1n
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const DECIMAL = /^[0-9]{1,78}$/

const fail = (reason: InvalidSessionRequestError['reason'], message: string): never => {
  throw new InvalidSessionRequestError(reason, message)
}
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An amount as hex, decimal text or a safe integer; undefined when it is none of those. */
export function readAmount(value: unknown): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value === 'bigint') return value
  if (typeof value !== 'string') return undefined
  if (HEX_QUANTITY.test(value) || DECIMAL.test(value)) return BigInt(value)
  return undefined
}

/** A bigint as minimal `0x` hex. */
export const toHex = (value: bigint): `0x${string}` => `0x${value.toString(16)}`

/**
 * Checks `wallet_grantPermissions`' first parameter (ERC-7715, as viem's experimental
 * `grantPermissions` sends it) and answers it in canonical form: `expiry` in the future and at
 * most 90 days away, one to eight permissions of type `erc20-token-transfer` (one per token) or
 * `native-token-transfer` (at most one), each with exactly one `token-allowance` policy of more
 * than 0. Anything this wallet cannot enforce — another permission or policy type — is refused,
 * never silently dropped. Throws InvalidSessionRequestError.
 *
 * @example
 * parseGrantPermissions({ expiry: 1_900_000_000, permissions: [...] }, Date.now() / 1000)
 */
export function parseGrantPermissions(value: unknown, nowS: number): GrantRequest {
  if (!isObject(value)) return fail('request', 'The request must be an object')
  const { expiry } = value
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry)) {
    return fail('expiry', 'expiry must be a whole number of seconds (Unix time)')
  }
  if (expiry <= nowS) return fail('expiry', 'expiry is in the past')
  if (expiry > nowS + SESSION_MAX_LIFETIME_S) {
    return fail('expiry', 'expiry is more than 90 days away')
  }
  const list = value.permissions
  if (!Array.isArray(list) || list.length === 0 || list.length > SESSION_MAX_PERMISSIONS) {
    return fail('permissions', `permissions must list 1 to ${SESSION_MAX_PERMISSIONS} permissions`)
  }
  const permissions = list.map(readPermission)
  const keys = permissions.map((p) =>
    p.type === 'native-token-transfer' ? 'native' : p.data.address,
  )
  if (new Set(keys).size !== keys.length) {
    return fail('permissions', 'Each token may appear in one permission only')
  }
  const signer = value.signer === undefined ? undefined : readSigner(value.signer)
  const chainId = value.chainId === undefined ? undefined : readChainId(value.chainId)
  return {
    expiry,
    permissions,
    ...(signer && { signer }),
    ...(chainId && { chainId }),
  }
}

function readPermission(value: unknown, index: number): SessionPermission {
  const at = `permissions[${index}]`
  if (!isObject(value) || !isObject(value.data)) {
    return fail('permissions', `${at} must be an object with data`)
  }
  const { type, data } = value
  const ticker = readTicker(data.ticker, at)
  const policies = [readAllowancePolicy(value.policies, at)] as const
  const required = value.required === true ? { required: true } : {}
  if (type === 'native-token-transfer') {
    return { type, data: { ...(ticker && { ticker }) }, policies, ...required }
  }
  if (type === 'erc20-token-transfer') {
    if (typeof data.address !== 'string' || !ADDRESS.test(data.address)) {
      return fail('token', `${at}.data.address must be a token contract address`)
    }
    const address = data.address.toLowerCase() as `0x${string}`
    return { type, data: { address, ...(ticker && { ticker }) }, policies, ...required }
  }
  return fail(
    'permission_type',
    `${at}.type ${JSON.stringify(type)} is not supported: use erc20-token-transfer or native-token-transfer`,
  )
}

function readTicker(value: unknown, at: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > SESSION_MAX_TICKER_LENGTH) {
    return fail('permissions', `${at}.data.ticker must be text of at most 16 characters`)
  }
  return value
}

function readAllowancePolicy(value: unknown, at: string) {
  if (!Array.isArray(value) || value.length !== 1 || !isObject(value[0])) {
    return fail('policy', `${at}.policies must hold exactly one token-allowance policy`)
  }
  const [policy] = value as [Record<string, unknown>]
  if (policy.type !== 'token-allowance' || !isObject(policy.data)) {
    return fail('policy', `${at}: only the token-allowance policy is supported`)
  }
  const allowance = readAmount(policy.data.allowance)
  if (allowance === undefined || allowance <= 0n || allowance > MAX_UINT256) {
    return fail('allowance', `${at}: the allowance must be an amount above 0 (hex or decimal)`)
  }
  return { type: 'token-allowance' as const, data: { allowance: toHex(allowance) } }
}

function readSigner(value: unknown): SessionSigner {
  if (!isObject(value)) return fail('signer', 'signer must be an object')
  const data = isObject(value.data) ? value.data : {}
  const isId = (id: unknown): id is string =>
    typeof id === 'string' && id.length > 0 && id.length <= SESSION_MAX_SIGNER_ID_LENGTH
  switch (value.type) {
    case 'wallet':
      return { type: 'wallet' }
    case 'account':
      if (typeof data.id === 'string' && ADDRESS.test(data.id)) {
        return { type: 'account', data: { id: data.id.toLowerCase() as `0x${string}` } }
      }
      return fail('signer', 'signer.data.id must be an address')
    case 'key':
      if (isId(data.id)) return { type: 'key', data: { id: data.id } }
      return fail('signer', 'signer.data.id must be a key id')
    case 'keys':
      if (
        Array.isArray(data.ids) &&
        data.ids.length > 0 &&
        data.ids.length <= 8 &&
        data.ids.every(isId)
      ) {
        return { type: 'keys', data: { ids: [...data.ids] } }
      }
      return fail('signer', 'signer.data.ids must list 1 to 8 key ids')
  }
  return fail('signer', 'signer.type must be wallet, account, key or keys')
}

function readChainId(value: unknown): string {
  const id = readAmount(value)
  if (id === undefined || id <= 0n || id >= 2n ** 53n) {
    return fail('chain', 'chainId must be a chain id (hex)')
  }
  return `eip155:${id}`
}
