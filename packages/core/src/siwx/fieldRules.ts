import type { SiwxNamespace } from './namespaces.ts'
import { isRfc3339DateTime } from './rfc3339.ts'
import { isAuthority, isPchars, isScheme, isStatementText, isUri } from './rfc3986.ts'

/** The `Name: value` lines after the statement, in the one order both formats fix. */
export const FIELD_LINES = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

/** A field written as a `Name: value` line. */
export type LineField = (typeof FIELD_LINES)[number][0]

/** The lines a Latch message always has (Sign In With Solana leaves them optional; Latch not). */
export const REQUIRED_LINES: ReadonlySet<LineField> = new Set([
  'uri',
  'version',
  'chainId',
  'nonce',
  'issuedAt',
])

/** EIP-4361 `nonce = 8*( ALPHA / DIGIT )`. */
const NONCE = /^[A-Za-z0-9]{8,}$/

type Rule = { check(value: string, namespace: SiwxNamespace): boolean; expected: string }

const TIME: Rule = {
  check: isRfc3339DateTime,
  expected: 'an RFC 3339 date-time such as 2026-01-01T00:00:00.000Z',
}

/**
 * How each text value must look, as written in the message (`chainId` is checked by the
 * namespace's profile, `address` too). The `expected` texts end up in errors' details.
 */
export const FIELD_RULES: Record<
  Exclude<LineField, 'chainId'> | 'domain' | 'scheme' | 'statement' | 'resources',
  Rule
> = {
  domain: {
    check: (value) => isAuthority(value, { requireHost: true }),
    expected: 'an RFC 3986 authority such as example.com:443',
  },
  scheme: {
    check: (value, namespace) => namespace === 'eip155' && isScheme(value),
    expected: 'an RFC 3986 scheme such as https (eip155 messages only)',
  },
  statement: {
    check: (value) => value !== '' && isStatementText(value),
    expected: 'one line of RFC 3986 reserved or unreserved characters and spaces',
  },
  uri: { check: isUri, expected: 'an RFC 3986 URI such as https://example.com/login' },
  version: { check: (value) => value === '1', expected: '1' },
  nonce: { check: (value) => NONCE.test(value), expected: 'at least 8 letters or digits' },
  issuedAt: TIME,
  expirationTime: TIME,
  notBefore: TIME,
  requestId: {
    // Sign In With Solana wallets leave an empty Request ID out, so it could not round-trip.
    check: (value, namespace) => isPchars(value) && (namespace === 'eip155' || value !== ''),
    expected: 'RFC 3986 path characters (at least one on solana)',
  },
  resources: { check: isUri, expected: 'an RFC 3986 URI' },
}
