import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, test } from 'vitest'
import { decodeCursor, encodeCursor } from '../history/cursor.ts'
import { nastyString } from '../testing/fuzzRequests.ts'
import { FUZZ_RUNS } from '../testing/fuzzRuns.ts'
import { HttpError } from './HttpError.ts'
import {
  parseCaip2,
  parseEvmAddress,
  parseEvmChainId,
  parseIdList,
  parseInteger,
  parseSolanaAddress,
} from './params.ts'
import { isStorableText, storableText, truncateText } from './text.ts'

// Property tests of the server's parameter parsing against hostile input (the route fuzz test,
// app/fuzz.test.ts, sends the same strings through HTTP): each parser returns what it promises
// or throws a 400 HttpError whose message stays short, whatever the input's length.
// LATCH_FUZZ_RUNS sets the runs per property (bench/fuzz-properties.mjs: 10,000).
const runs = { numRuns: FUZZ_RUNS }

const text = fc.oneof(
  nastyString,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^[-a-z0-9]{2,9}:[-_a-zA-Z0-9]{0,34}$/),
  fc.stringMatching(/^(0x)?[0-9a-fA-F]{38,42}$/),
  fc.stringMatching(/^[0-9]{0,12}$/),
)

/** Whether `text` is well-formed UTF-16 (no lone surrogate): `encodeURIComponent` throws if not. */
function isWellFormed(text: string): boolean {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/** The parser's answer: its value, or the 400 it throws (no other error, a bounded message). */
function parse<value>(run: () => value): { value?: value; error?: HttpError } {
  try {
    return { value: run() }
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    const http = error as HttpError
    expect(http.status).toBe(400)
    // The input is echoed cut to 80 characters: a megabyte parameter never becomes a megabyte
    // error body (or log line).
    expect(http.message.length).toBeLessThan(300)
    return { error: http }
  }
}

describe('query parameters', () => {
  test('parseCaip2: namespace:reference (SPEC §5: 2 parts) or invalid_chain_id; parseEvmChainId: eip155 ids only', () => {
    fc.assert(
      fc.property(text, (value) => {
        const caip2 = parse(() => parseCaip2(value))
        if (caip2.value) {
          expect(`${caip2.value.namespace}:${caip2.value.reference}`).toBe(value)
          expect(value.split(':')).toHaveLength(2)
        } else expect(caip2.error?.code).toBe('invalid_chain_id')
        const evm = parse(() => parseEvmChainId(value))
        if (evm.value !== undefined) {
          expect(Number.isSafeInteger(evm.value) && evm.value > 0).toBe(true)
          expect(`eip155:${evm.value}`).toBe(value)
        }
      }),
      runs,
    )
  })

  test('parseEvmAddress: the checksummed form of the same 40 hex digits, idempotent; parseSolanaAddress: base58, 32–44', () => {
    fc.assert(
      fc.property(text, (value) => {
        const evm = parse(() => parseEvmAddress(value))
        if (evm.value) {
          expect(evm.value).toBe(getAddress(evm.value))
          expect(evm.value.toLowerCase()).toBe(value.toLowerCase())
          expect(parseEvmAddress(evm.value)).toBe(evm.value)
        } else expect(evm.error?.code).toBe('invalid_address')
        const solana = parse(() => parseSolanaAddress(value))
        if (solana.value) expect(solana.value).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
      }),
      runs,
    )
  })

  test('parseInteger: the fallback, or a whole number within [min, max]', () => {
    const bounds = fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))
      .map(([a, b]) => ({ name: 'n', min: Math.min(a, b), max: Math.max(a, b), fallback: -1 }))
    fc.assert(
      fc.property(fc.option(text, { nil: undefined }), bounds, (value, options) => {
        const { value: number } = parse(() => parseInteger(value, options))
        if (number === undefined) return
        if (value === undefined || value === '') expect(number).toBe(-1)
        else {
          expect(Number.isInteger(number)).toBe(true)
          expect(number).toBeGreaterThanOrEqual(options.min)
          expect(number).toBeLessThanOrEqual(options.max)
          expect(Number(value)).toBe(number)
        }
      }),
      runs,
    )
  })

  test('parseIdList: at most 500 plain ids, and reading its own output again gives the same list', () => {
    const list = fc.oneof(
      text,
      fc.array(text, { maxLength: 8 }).map((items) => items.join(',')),
      fc
        .array(fc.stringMatching(/^[A-Za-z0-9._:-]{1,10}$/), { maxLength: 600 })
        .map((items) => items.join(',')),
    )
    fc.assert(
      fc.property(list, (value) => {
        const { value: ids } = parse(() => parseIdList(value, 'include'))
        if (!ids) return
        expect(ids.length).toBeLessThanOrEqual(500)
        for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/)
        expect(parseIdList(ids.join(','), 'include')).toEqual(ids)
      }),
      runs,
    )
  })

  test('history cursors: what encodeCursor writes decodes to the same position; any other text is invalid_cursor', () => {
    const position = fc.record({
      minedAt: fc
        .date({ min: new Date(0), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      chainId: fc.constantFrom(
        'eip155:1',
        'eip155:31337',
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      ),
      blockNumber: fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }).map(String),
      txIndex: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    })
    fc.assert(
      fc.property(position, text, (at, other) => {
        expect(decodeCursor(encodeCursor(at))).toEqual(at)
        const decoded = parse(() => decodeCursor(other))
        if (decoded.error) expect(decoded.error.code).toBe('invalid_cursor')
        else expect(encodeCursor(decoded.value!)).toBeTypeOf('string')
      }),
      runs,
    )
  })
})

describe('stored text', () => {
  test('storableText keeps what PostgreSQL can store, refuses the rest; truncateText never splits a pair', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 80 }), (value, max) => {
        const stored = parse(() => storableText(value, 'name', 'invalid_body'))
        expect(stored.value === value).toBe(isStorableText(value))
        expect(isStorableText(value)).toBe(!value.includes('\u0000') && isWellFormed(value))
        const cut = truncateText(value, max)
        expect(cut.length).toBeLessThanOrEqual(max)
        expect(value.startsWith(cut)).toBe(true)
        if (isWellFormed(value)) expect(isWellFormed(cut)).toBe(true)
      }),
      runs,
    )
  })
})
