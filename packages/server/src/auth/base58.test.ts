import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58 } from './base58.ts'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The test's own encoder (the textbook division), to check the decoder against. */
function encode(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  for (; value > 0n; value /= 58n) out = ALPHABET[Number(value % 58n)] + out
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

test.each([
  ['2g', [0x61]],
  ['a3gV', [0x62, 0x62, 0x62]],
  ['1', [0]],
  ['11', [0, 0]],
  ['1112', [0, 0, 0, 1]],
  // The system program's address: 32 zero bytes.
  ['11111111111111111111111111111111', new Array(32).fill(0)],
])('%s → %o', (text, bytes) => {
  expect([...(decodeBase58(text) ?? [])]).toEqual(bytes)
})

test.each(['', '0', 'O', 'I', 'l', '2g ', '+', 'é', '1'.repeat(129)])('%j is refused', (text) => {
  expect(decodeBase58(text)).toBeUndefined()
})

test('decodes what base58 encodes, leading zero bytes included', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      fc.pre(bytes.length > 0)
      expect(decodeBase58(encode(bytes))).toEqual(Uint8Array.from(bytes))
    }),
  )
})
