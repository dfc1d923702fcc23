import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import fc from 'fast-check'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { SiwxMessageError } from '../errors/siwxMessage.ts'
import { eip155Fields, solanaFields } from '../test/siwxArbitraries.ts'
import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageFields } from './message.ts'

// LATCH_FUZZ_RUNS: bench/fuzz-properties.mjs runs each property 10,000 times.
const RUNS = Number(process.env.LATCH_FUZZ_RUNS) || 500

const eip155: SiwxMessageFields = {
  domain: 'example.com',
  address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'Dq9sXhYk3PvnLr2e',
  issuedAt: '2026-11-25T16:00:00.000Z',
}

const solana: SiwxMessageFields = {
  domain: '127.0.0.1:5173',
  address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nonce: 'abcdefgh12',
  issuedAt: '2026-11-25T16:00:00Z',
}

describe('eip155 (EIP-4361)', () => {
  test('without a statement: three line breaks between the address and URI', () => {
    expect(formatSiwxMessage(eip155)).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: Dq9sXhYk3PvnLr2e',
        'Issued At: 2026-11-25T16:00:00.000Z',
      ].join('\n'),
    )
  })

  test('every field: scheme, statement, optional lines in order, resources as "- uri"', () => {
    expect(
      formatSiwxMessage({
        ...eip155,
        scheme: 'https',
        statement: 'I accept the Terms of Service: https://example.com/tos',
        chainId: 'eip155:31337',
        expirationTime: '2026-11-25T17:00:00+01:00',
        notBefore: '2026-11-25T15:59:00.5-00:30',
        requestId: 'req-1',
        resources: [
          'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/',
          'https://example.com/claim.json',
        ],
      }),
    ).toMatchInlineSnapshot(`
      "https://example.com wants you to sign in with your Ethereum account:
      0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045

      I accept the Terms of Service: https://example.com/tos

      URI: https://example.com/login
      Version: 1
      Chain ID: 31337
      Nonce: Dq9sXhYk3PvnLr2e
      Issued At: 2026-11-25T16:00:00.000Z
      Expiration Time: 2026-11-25T17:00:00+01:00
      Not Before: 2026-11-25T15:59:00.5-00:30
      Request ID: req-1
      Resources:
      - ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/
      - https://example.com/claim.json"
    `)
  })

  test('user-info and IPv6 authorities are domains', () => {
    for (const domain of [
      'alice@example.com',
      'user:pass@example.com:8443',
      '[::1]:5173',
      '[2001:db8::7]',
      '[::ffff:192.0.2.1]',
    ]) {
      const text = formatSiwxMessage({ ...eip155, domain })
      expect(parseSiwxMessage(text).domain).toBe(domain)
    }
  })

  test('a WalletConnect one-click text (ReCap statement and urn:recap resource) round-trips', () => {
    const recap = `urn:recap:${Buffer.from('{"att":{"eip155":{"request/personal_sign":[{}]}}}').toString('base64url')}==`
    const fields: SiwxMessageFields = {
      ...eip155,
      statement:
        "Sign in to the demo. I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign', 'eth_sendTransaction' for 'eip155'.",
      resources: [recap],
    }
    const text = formatSiwxMessage(fields)
    expect(parseSiwxMessage(text)).toStrictEqual(fields)
    expect(text.endsWith(`\nResources:\n- ${recap}`)).toBe(true)
  })

  test('an empty resource list is a "Resources:" line with nothing under it', () => {
    const text = formatSiwxMessage({ ...eip155, resources: [] })
    expect(text.endsWith('\nResources:')).toBe(true)
    expect(parseSiwxMessage(text)).toStrictEqual({ ...eip155, resources: [] })
  })

  test('viem reads the fields Latch writes (an independent EIP-4361 parser)', () => {
    fc.assert(
      fc.property(eip155Fields, (fields) => {
        // viem's regex parser refuses user-info and IPv6 domains, so they are left out here.
        fc.pre(/^[a-z0-9.-]+(:\d+)?$/.test(fields.domain))
        const read = parseSiweMessage(formatSiwxMessage(fields))
        expect(read).toMatchObject({
          address: fields.address,
          chainId: Number(fields.chainId.slice('eip155:'.length)),
          domain: fields.domain,
          nonce: fields.nonce,
          uri: fields.uri,
          version: '1',
          ...(fields.statement === undefined ? {} : { statement: fields.statement }),
          ...(fields.resources?.length ? { resources: fields.resources } : {}),
        })
      }),
      { numRuns: Number(process.env.LATCH_FUZZ_RUNS) || 200 },
    )
  })
})

describe('solana (Sign In With Solana)', () => {
  test('without a statement: two line breaks; devnet by name', () => {
    expect(formatSiwxMessage(solana)).toBe(
      [
        '127.0.0.1:5173 wants you to sign in with your Solana account:',
        '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        '',
        'URI: http://127.0.0.1:5173/',
        'Version: 1',
        'Chain ID: devnet',
        'Nonce: abcdefgh12',
        'Issued At: 2026-11-25T16:00:00Z',
      ].join('\n'),
    )
  })

  test('Chain ID: the three public clusters by name, any other chain by its CAIP-2 reference', () => {
    const chainLine = (chainId: SiwxMessageFields['chainId']) =>
      formatSiwxMessage({ ...solana, chainId })
        .split('\n')
        .find((line) => line.startsWith('Chain ID: '))
    expect(chainLine('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Chain ID: mainnet')
    expect(chainLine('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('Chain ID: devnet')
    expect(chainLine('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('Chain ID: testnet')
    expect(chainLine('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(
      'Chain ID: 8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
    )
    const text = formatSiwxMessage({
      ...solana,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseSiwxMessage(text).chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test('the text is exactly what @solana/wallet-standard-util (what wallets build) makes of the same input', () => {
    fc.assert(
      fc.property(solanaFields, (fields) => {
        const text = formatSiwxMessage(fields)
        const chainId = text
          .split('\n')
          .find((line) => line.startsWith('Chain ID: '))!
          .slice(10)
        const { scheme: _, ...input } = { ...fields, chainId }
        expect(createSignInMessageText(input)).toBe(text)
        expect(parseSignInMessageText(text)).toMatchObject({
          address: fields.address,
          nonce: fields.nonce,
        })
      }),
      { numRuns: RUNS },
    )
  })
})

describe('round trips', () => {
  test('parse(format(fields)) deep-equals fields; format(parse(text)) is the same text', () => {
    fc.assert(
      fc.property(fc.oneof(eip155Fields, solanaFields), (fields) => {
        const text = formatSiwxMessage(fields)
        const parsed = parseSiwxMessage(text)
        // fast-check makes null-prototype records; the spread compares the fields alone.
        expect(parsed).toStrictEqual({ ...fields })
        expect(formatSiwxMessage(parsed)).toBe(text)
      }),
      { numRuns: RUNS * 2 },
    )
  })

  test('any text: fields that format back to the same text, or a SiwxMessageError — nothing else', () => {
    const edited = fc
      .tuple(
        fc.oneof(eip155Fields, solanaFields).map((fields) => formatSiwxMessage(fields)),
        fc.nat(),
        fc.string({ unit: 'binary', maxLength: 4 }),
        fc.nat({ max: 3 }),
      )
      .map(([text, at, insert, removed]) => {
        const cut = at % (text.length + 1)
        return text.slice(0, cut) + insert + text.slice(cut + removed)
      })
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), edited), (text) => {
        let fields: SiwxMessageFields
        try {
          fields = parseSiwxMessage(text)
        } catch (error) {
          expect(error).toBeInstanceOf(SiwxMessageError)
          return
        }
        expect(formatSiwxMessage(fields)).toBe(text)
      }),
      { numRuns: RUNS * 2 },
    )
  })

  test('a message with any one character removed either fails to parse or parses to other fields', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(eip155Fields, solanaFields)
          .chain((fields) =>
            fc.tuple(fc.constant(fields), fc.nat({ max: formatSiwxMessage(fields).length - 1 })),
          ),
        ([fields, at]) => {
          const text = formatSiwxMessage(fields)
          const changed = text.slice(0, at) + text.slice(at + 1)
          try {
            expect(formatSiwxMessage(parseSiwxMessage(changed))).toBe(changed)
            expect(parseSiwxMessage(changed)).not.toStrictEqual({ ...fields })
          } catch (error) {
            if (!(error instanceof SiwxMessageError)) throw error
          }
        },
      ),
      { numRuns: RUNS },
    )
  })
})
