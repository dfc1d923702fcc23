import { describe, expect, test } from 'vitest'
import { SiwxMessageError, type SiwxMessageErrorReason } from '../errors/siwxMessage.ts'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageFields } from './message.ts'

// Malformed messages, each one change away from a valid one, and the reason the parser gives.

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const SOLANA_ADDRESS = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'

/** A valid EIP-4361 message with every optional line (statement, times, request id, resources). */
const FULL = [
  'example.com wants you to sign in with your Ethereum account:',
  ADDRESS,
  '',
  'Sign in to the demo.',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: Dq9sXhYk3PvnLr2e',
  'Issued At: 2026-11-25T16:00:00.000Z',
  'Expiration Time: 2026-11-25T17:00:00.000Z',
  'Not Before: 2026-11-25T15:00:00.000Z',
  'Request ID: abc-1',
  'Resources:',
  '- https://example.com/terms',
  '- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
]
/** The same without a statement: three line breaks between the address and URI. */
const BARE = [...FULL.slice(0, 3), ...FULL.slice(4)]
/** A valid Sign In With Solana message without a statement (two line breaks). */
const SOLANA = [
  'example.com wants you to sign in with your Solana account:',
  SOLANA_ADDRESS,
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: devnet',
  'Nonce: Dq9sXhYk3PvnLr2e',
  'Issued At: 2026-11-25T16:00:00.000Z',
]

const at = (lines: string[], index: number, ...replacement: string[]) => [
  ...lines.slice(0, index),
  ...replacement,
  ...lines.slice(index + 1),
]
const line = (lines: string[], prefix: string) => lines.findIndex((l) => l.startsWith(prefix))
const replace = (lines: string[], prefix: string, ...replacement: string[]) =>
  at(lines, line(lines, prefix), ...replacement)
const without = (lines: string[], prefix: string) => replace(lines, prefix)

type Case = [name: string, text: string | string[], reason: SiwxMessageErrorReason]

const CASES: Case[] = [
  // Missing parts
  ['empty text', '', 'header'],
  ['only the header line', [FULL[0]!], 'missingField'],
  ['no URI line', without(BARE, 'URI: '), 'missingField'],
  ['no Version line', without(FULL, 'Version: '), 'missingField'],
  ['no Chain ID line', without(FULL, 'Chain ID: '), 'missingField'],
  ['no Nonce line', without(BARE, 'Nonce: '), 'missingField'],
  ['no Issued At line', without(FULL, 'Issued At: '), 'missingField'],
  ['nothing after the address', FULL.slice(0, 3), 'missingField'],
  // Header and domain
  [
    'a Bitcoin account',
    at(FULL, 0, 'example.com wants you to sign in with your Bitcoin account:'),
    'header',
  ],
  [
    'header without its colon',
    at(FULL, 0, 'example.com wants you to sign in with your Ethereum account'),
    'header',
  ],
  [
    'lower-case header',
    at(FULL, 0, 'example.com wants you to sign in with your ethereum account:'),
    'header',
  ],
  ['CRLF line endings', FULL.join('\r\n'), 'header'],
  ['no domain', at(FULL, 0, ' wants you to sign in with your Ethereum account:'), 'domain'],
  [
    'domain with a path',
    at(FULL, 0, 'example.com/login wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'domain with a space',
    at(FULL, 0, 'example com wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'domain with a port that is not a number',
    at(FULL, 0, 'example.com:80a wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'domain with an unclosed IPv6 literal',
    at(FULL, 0, '[::1 wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'domain with a bad IPv6 literal',
    at(FULL, 0, '[1:2:3:4:5:6:7:8:9] wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'domain with two @',
    at(FULL, 0, 'a@b@example.com wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'non-ASCII domain',
    at(FULL, 0, 'exämple.com wants you to sign in with your Ethereum account:'),
    'domain',
  ],
  [
    'scheme starting with a digit',
    at(FULL, 0, '1http://example.com wants you to sign in with your Ethereum account:'),
    'scheme',
  ],
  [
    'empty scheme',
    at(FULL, 0, '://example.com wants you to sign in with your Ethereum account:'),
    'scheme',
  ],
  // Addresses
  ['lower-case address', at(FULL, 1, ADDRESS.toLowerCase()), 'address'],
  ['upper-case address', at(FULL, 1, `0x${ADDRESS.slice(2).toUpperCase()}`), 'address'],
  ['one letter in the wrong case', at(FULL, 1, ADDRESS.replace('dA6', 'da6')), 'address'],
  ['address of 39 hex digits', at(FULL, 1, ADDRESS.slice(0, -1)), 'address'],
  ['address without 0x', at(FULL, 1, ADDRESS.slice(2)), 'address'],
  ['address with 0X', at(FULL, 1, `0X${ADDRESS.slice(2)}`), 'address'],
  ['address with a trailing space', at(FULL, 1, `${ADDRESS} `), 'address'],
  ['a Solana address in an Ethereum message', at(FULL, 1, SOLANA_ADDRESS), 'address'],
  // Line breaks
  [
    'two line breaks before URI without a statement (EIP-4361 has three)',
    [...BARE.slice(0, 3), ...BARE.slice(4)],
    'lineBreak',
  ],
  ['four line breaks before URI without a statement', at(BARE, 3, '', ''), 'lineBreak'],
  ['no empty line after the address', at(FULL, 2), 'lineBreak'],
  ['no empty line after the statement', at(FULL, 4), 'lineBreak'],
  ['a statement over two lines', at(FULL, 3, 'Sign in', 'to the demo.'), 'lineBreak'],
  [
    'an empty line among the fields',
    replace(FULL, 'Nonce: ', '', FULL[line(FULL, 'Nonce: ')]!),
    'lineBreak',
  ],
  ['a trailing line break', `${FULL.join('\n')}\n`, 'lineBreak'],
  ['two empty lines after the statement', at(FULL, 4, '', ''), 'lineBreak'],
  // Fields
  [
    'an unknown field',
    replace(FULL, 'Request ID: ', 'Request ID: abc-1', 'Session: 42'),
    'unknownField',
  ],
  [
    'a field name in lower case',
    replace(FULL, 'Nonce: ', 'nonce: Dq9sXhYk3PvnLr2e'),
    'unknownField',
  ],
  ['no space after the colon', replace(FULL, 'Nonce: ', 'Nonce:Dq9sXhYk3PvnLr2e'), 'unknownField'],
  ['an extra line of text at the end', [...FULL, 'Thank you'], 'unknownField'],
  ['a resource line without Resources:', without(FULL, 'Resources:'), 'unknownField'],
  [
    'Nonce twice',
    replace(FULL, 'Nonce: ', 'Nonce: Dq9sXhYk3PvnLr2e', 'Nonce: Dq9sXhYk3PvnLr2f'),
    'duplicateField',
  ],
  ['Resources twice', [...FULL, 'Resources:'], 'duplicateField'],
  [
    'Version before URI',
    at(
      replace(BARE, 'URI: ', 'Version: 1'),
      line(BARE, 'Version: '),
      'URI: https://example.com/login',
    ),
    'fieldOrder',
  ],
  [
    'Request ID after Resources',
    [...without(FULL, 'Request ID: '), 'Request ID: abc-1'],
    'fieldOrder',
  ],
  // Values
  ['statement with a double quote', at(FULL, 3, 'Sign in to "the demo".'), 'statement'],
  ['statement with a per-cent sign', at(FULL, 3, 'Sign in 100%'), 'statement'],
  ['statement with non-ASCII text', at(FULL, 3, 'Sign in — welcome'), 'statement'],
  ['statement with a tab', at(FULL, 3, 'Sign\tin'), 'statement'],
  ['URI without a scheme', replace(FULL, 'URI: ', 'URI: example.com/login'), 'uri'],
  ['relative URI', replace(FULL, 'URI: ', 'URI: /login'), 'uri'],
  ['URI with a space', replace(FULL, 'URI: ', 'URI: https://example.com/log in'), 'uri'],
  ['URI with a bad per-cent escape', replace(FULL, 'URI: ', 'URI: https://example.com/%zz'), 'uri'],
  ['empty URI', replace(FULL, 'URI: ', 'URI: '), 'uri'],
  ['Version 2', replace(FULL, 'Version: ', 'Version: 2'), 'version'],
  ['Version 1.0', replace(FULL, 'Version: ', 'Version: 1.0'), 'version'],
  ['Chain ID in hex', replace(FULL, 'Chain ID: ', 'Chain ID: 0x1'), 'chainId'],
  ['Chain ID with a leading zero', replace(FULL, 'Chain ID: ', 'Chain ID: 01'), 'chainId'],
  ['Chain ID 0', replace(FULL, 'Chain ID: ', 'Chain ID: 0'), 'chainId'],
  ['Chain ID as CAIP-2', replace(FULL, 'Chain ID: ', 'Chain ID: eip155:1'), 'chainId'],
  ['negative Chain ID', replace(FULL, 'Chain ID: ', 'Chain ID: -1'), 'chainId'],
  ['Chain ID of 33 digits', replace(FULL, 'Chain ID: ', `Chain ID: ${'9'.repeat(33)}`), 'chainId'],
  ['nonce of 7 characters', replace(FULL, 'Nonce: ', 'Nonce: abcd123'), 'nonce'],
  ['nonce with a dash', replace(FULL, 'Nonce: ', 'Nonce: abcd-12345'), 'nonce'],
  ['empty nonce', replace(FULL, 'Nonce: ', 'Nonce: '), 'nonce'],
  [
    'Issued At without an offset',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25T16:00:00'),
    'issuedAt',
  ],
  ['Issued At as a date', replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25'), 'issuedAt'],
  [
    'Issued At on 30 February',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-02-30T16:00:00Z'),
    'issuedAt',
  ],
  [
    'Issued At on 29 February of a common year',
    replace(FULL, 'Issued At: ', 'Issued At: 2100-02-29T16:00:00Z'),
    'issuedAt',
  ],
  [
    'Issued At at hour 24',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25T24:00:00Z'),
    'issuedAt',
  ],
  [
    'Issued At at second 60',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-12-31T23:59:60Z'),
    'issuedAt',
  ],
  [
    'Issued At with a lower-case t',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25t16:00:00Z'),
    'issuedAt',
  ],
  [
    'Issued At with an offset without a colon',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25T16:00:00+0100'),
    'issuedAt',
  ],
  [
    'Issued At with a one-digit hour',
    replace(FULL, 'Issued At: ', 'Issued At: 2026-11-25T6:00:00Z'),
    'issuedAt',
  ],
  [
    'Issued At as a JavaScript date string',
    replace(FULL, 'Issued At: ', `Issued At: ${new Date(0).toString()}`),
    'issuedAt',
  ],
  [
    'Expiration Time with a space for T',
    replace(FULL, 'Expiration Time: ', 'Expiration Time: 2026-11-25 17:00:00Z'),
    'expirationTime',
  ],
  [
    'Not Before as a Unix time',
    replace(FULL, 'Not Before: ', 'Not Before: 1764086400'),
    'notBefore',
  ],
  ['Request ID with a space', replace(FULL, 'Request ID: ', 'Request ID: abc 1'), 'requestId'],
  ['Request ID with a slash', replace(FULL, 'Request ID: ', 'Request ID: a/b'), 'requestId'],
  [
    'a resource that is not a URI',
    replace(FULL, '- https://example.com/terms', '- not a uri'),
    'resources',
  ],
  [
    'a resource without the space after the dash',
    replace(FULL, '- https://example.com/terms', '-https://example.com/terms'),
    'unknownField',
  ],
  // Sign In With Solana
  ['Solana: a scheme before the domain', at(SOLANA, 0, `https://${SOLANA[0]}`), 'scheme'],
  ['Solana: three line breaks without a statement', at(SOLANA, 2, '', ''), 'lineBreak'],
  ['Solana: an EVM address', at(SOLANA, 1, ADDRESS), 'address'],
  ['Solana: base58 with a 0', at(SOLANA, 1, `0${SOLANA_ADDRESS.slice(1)}`), 'address'],
  ['Solana: a 31-byte key', at(SOLANA, 1, '1111111111111111111111111111111'), 'address'],
  ['Solana: a 33-byte key', at(SOLANA, 1, `1${SOLANA_ADDRESS}`), 'address'],
  [
    'Solana: Chain ID localnet (which chain?)',
    replace(SOLANA, 'Chain ID: ', 'Chain ID: localnet'),
    'chainId',
  ],
  [
    'Solana: Chain ID solana:devnet',
    replace(SOLANA, 'Chain ID: ', 'Chain ID: solana:devnet'),
    'chainId',
  ],
  [
    'Solana: devnet by its reference (it has a name)',
    replace(SOLANA, 'Chain ID: ', 'Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
    'chainId',
  ],
  ['Solana: an EVM chain id', replace(SOLANA, 'Chain ID: ', 'Chain ID: 1'), 'chainId'],
  ['Solana: an empty Request ID', [...SOLANA, 'Request ID: '], 'requestId'],
  ['Solana: no Nonce (Latch requires it)', without(SOLANA, 'Nonce: '), 'missingField'],
]

describe('parseSiwxMessage refuses a malformed message with its reason', () => {
  test('the base messages are valid, so each case fails for its one change', () => {
    for (const lines of [FULL, BARE, SOLANA]) {
      expect(formatSiwxMessage(parseSiwxMessage(lines.join('\n')))).toBe(lines.join('\n'))
    }
  })

  test.each(CASES)('%s', (_, text, reason) => {
    let caught: unknown
    try {
      parseSiwxMessage(Array.isArray(text) ? text.join('\n') : text)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(SiwxMessageError)
    expect((caught as SiwxMessageError).reason).toBe(reason)
  })

  test('the error says what and where, for people and for code', () => {
    const text = [...BARE.slice(0, 3), ...BARE.slice(4)].join('\n')
    expect(() => parseSiwxMessage(text)).toThrowErrorMatchingInlineSnapshot(`
      [SiwxMessageError: Invalid sign-in message
      Line 4
      Details: Two line breaks between the address and "URI:": EIP-4361 has three without a statement.]
    `)
    expect(() => parseSiwxMessage(at(FULL, 1, ADDRESS.toLowerCase()).join('\n'))).toThrow(
      expect.objectContaining({
        reason: 'address',
        line: 2,
        shortMessage: 'Invalid sign-in message',
      }),
    )
  })

  test('not a string', () => {
    expect(() => parseSiwxMessage(42 as unknown as string)).toThrow(SiwxMessageError)
  })
})

const VALID: SiwxMessageFields = {
  domain: 'example.com',
  address: ADDRESS,
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'Dq9sXhYk3PvnLr2e',
  issuedAt: '2026-11-25T16:00:00.000Z',
}

describe('formatSiwxMessage refuses fields that make no valid message', () => {
  const cases: [
    string,
    Partial<Record<keyof SiwxMessageFields, unknown>>,
    SiwxMessageErrorReason,
  ][] = [
    ['a lower-case address (checksum it first)', { address: ADDRESS.toLowerCase() }, 'address'],
    ['a statement with a line break', { statement: 'Sign in\nnow' }, 'statement'],
    ['an empty statement (leave it out)', { statement: '' }, 'statement'],
    ['a nonce of 7 characters', { nonce: 'abc1234' }, 'nonce'],
    ['a chain of another namespace', { chainId: 'cosmos:cosmoshub-4' }, 'chainId'],
    ['a chain id without namespace', { chainId: '1' }, 'chainId'],
    ['a time that is not RFC 3339', { issuedAt: 'Wed Nov 25 2026' }, 'issuedAt'],
    ['an expiration that is a Date, not text', { expirationTime: new Date() }, 'expirationTime'],
    ['a URI with a space', { uri: 'https://example.com/a b' }, 'uri'],
    ['resources that are not an array', { resources: 'https://example.com' }, 'resources'],
    ['a resource that is not a URI', { resources: ['example.com'] }, 'resources'],
    ['version 2', { version: '2' }, 'version'],
    [
      'a scheme on a Solana message',
      {
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        address: SOLANA_ADDRESS,
        scheme: 'https',
      },
      'scheme',
    ],
    ['no domain', { domain: undefined }, 'domain'],
  ]
  test.each(cases)('%s', (_, change, reason) => {
    expect(() => formatSiwxMessage({ ...VALID, ...change } as SiwxMessageFields)).toThrow(
      expect.objectContaining({ name: 'SiwxMessageError', reason }),
    )
  })
})
