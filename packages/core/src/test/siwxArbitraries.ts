import fc from 'fast-check'
import type { SiwxMessageFields } from '../siwx/message.ts'
import { toChecksumAddress } from '../utils/toChecksumAddress.ts'
import { toBase58 } from '../walletconnect/encoding.ts'

// fast-check arbitraries of valid sign-in message fields, covering every optional field and the
// less common forms (user-info and IPv6 domains, time offsets, fractions, empty resource lists).

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** EIP-55 checksummed addresses. */
export const evmAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => toChecksumAddress(`0x${hex(bytes)}`)!)

/** Solana addresses: 32 random bytes in base58 (leading zero bytes included). */
export const solanaAddress = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => toBase58(bytes))

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** RFC 3339 date-times with real calendar dates, fractions and offsets. */
export const rfc3339 = fc
  .record({
    date: fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    fraction: fc.option(fc.stringMatching(/^[0-9]{1,9}$/), { nil: undefined }),
    offset: fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(
          fc.constantFrom('+', '-'),
          fc.integer({ min: 0, max: 23 }),
          fc.integer({ min: 0, max: 59 }),
        )
        .map(([sign, hours, minutes]) => `${sign}${pad(hours)}:${pad(minutes)}`),
    ),
  })
  .map(({ date, fraction, offset }) => {
    const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
    const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
    return `${day}T${time}${fraction === undefined ? '' : `.${fraction}`}${offset}`
  })

const USERINFO = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|%[0-9A-F]{2})*$/

/** RFC 3986 authorities: names, IPv4, IPv6 literals, with user-info and ports. */
export const authority = fc
  .record({
    userinfo: fc.option(fc.stringMatching(USERINFO), { nil: undefined }),
    host: fc.oneof(
      { weight: 4, arbitrary: fc.domain() },
      fc.ipV4(),
      fc.ipV6().map((ip) => `[${ip}]`),
      fc.constantFrom('localhost', '127.0.0.1', '[::1]'),
    ),
    port: fc.option(fc.integer({ min: 0, max: 65_535 }), { nil: undefined }),
  })
  .map(
    ({ userinfo, host, port }) =>
      `${userinfo === undefined ? '' : `${userinfo}@`}${host}${port === undefined ? '' : `:${port}`}`,
  )

/** Absolute RFC 3986 URIs: web URLs with queries and fragments, and a few other schemes. */
export const uri = fc.oneof(
  { weight: 4, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  authority.map((value) => `http://${value}/`),
  fc.constantFrom(
    'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66',
    'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'file:///etc/hosts',
    'mailto:someone@example.com',
  ),
)

const STATEMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:/?#[\]@ ]+$/
const PCHARS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/

const optional = {
  statement: fc.oneof(
    fc.stringMatching(STATEMENT),
    fc.constantFrom(
      'I accept the Terms of Service: https://example.com/tos',
      'URI: https://x.example',
    ),
  ),
  expirationTime: rfc3339,
  notBefore: rfc3339,
  resources: fc.array(uri, { maxLength: 4 }),
}

/** Valid eip155 (EIP-4361) fields, optional ones present or absent (never `undefined`). */
export const eip155Fields: fc.Arbitrary<SiwxMessageFields> = fc.record(
  {
    domain: authority,
    address: evmAddress,
    uri,
    version: fc.constant('1' as const),
    chainId: fc
      .oneof(
        fc.constantFrom(1n, 31_337n, 11_155_111n),
        fc.bigInt({ min: 1n, max: 10n ** 32n - 1n }),
      )
      .map((id) => `eip155:${id}` as const),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
    issuedAt: rfc3339,
    ...optional,
    requestId: fc.stringMatching(PCHARS),
    scheme: fc.oneof(
      fc.constantFrom('https', 'http'),
      fc.stringMatching(/^[a-z][a-z0-9+\-.]{0,9}$/),
    ),
  },
  { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
)

/** Valid solana (Sign In With Solana) fields: named clusters and other genesis references. */
export const solanaFields: fc.Arbitrary<SiwxMessageFields> = fc.record(
  {
    domain: authority,
    address: solanaAddress,
    uri,
    version: fc.constant('1' as const),
    chainId: fc
      .oneof(
        fc.constantFrom(
          '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        ),
        fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32}$/),
      )
      .map((reference) => `solana:${reference}` as const),
    nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
    issuedAt: rfc3339,
    ...optional,
    requestId: fc.stringMatching(PCHARS).filter((value) => value !== ''),
  },
  { requiredKeys: ['domain', 'address', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
)
