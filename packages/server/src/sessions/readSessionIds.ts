import { HttpError } from '../validation/HttpError.ts'

const CAIP10 = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const PCI = /^0x[0-9a-f]{64}$/

/** Smart sessions kept per account: at most this many live (neither revoked nor expired) at once. */
export const SESSIONS_MAX_LIVE_PER_ACCOUNT = 20
/** Ended sessions (expired or revoked) stay listed this long, then are deleted: 30 days. */
export const SESSIONS_ENDED_RETENTION_MS = 30 * 24 * 60 * 60_000
/** At most this many sessions in one `GET /v1/sessions/{id}` answer (newest first). */
export const SESSIONS_LIST_LIMIT = 100
/** The longest signature accepted (an ERC-6492 wrapped one can be long; an EOA's is 132). */
export const SESSIONS_MAX_SIGNATURE_LENGTH = 4_096

/**
 * `{id}` of `/v1/sessions/{id}`: a CAIP-10 account (`eip155:31337:0x…`) or a bare address (every
 * chain's), in lower case; 400 `invalid_address` otherwise.
 */
export function readAccountId(id: string): { caip10: string } | { address: string } {
  const caip = CAIP10.exec(id)
  if (caip) return { caip10: id.toLowerCase() }
  if (ADDRESS.test(id)) return { address: id.toLowerCase() }
  throw new HttpError(
    400,
    'invalid_address',
    'The id must be a CAIP-10 account (eip155:<chain>:0x…) or an address',
  )
}

/** A permission context id: 32 bytes as lower-case hex. */
export function isPci(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && PCI.test(value)
}

/** Whether the stored session's account is the one `{id}` names. */
export function sameAccount(stored: string, id: { caip10: string } | { address: string }): boolean {
  return 'caip10' in id ? stored === id.caip10 : stored.endsWith(`:${id.address}`)
}
