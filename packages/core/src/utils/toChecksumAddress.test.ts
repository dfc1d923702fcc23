import fc from 'fast-check'
import { getAddress, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, test } from 'vitest'
import { keccak256 } from './keccak256.ts'
import { toChecksumAddress } from './toChecksumAddress.ts'

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

describe('keccak256', () => {
  test('the empty input and "abc" (Keccak-256 test values)', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    )
    expect(hex(keccak256(new TextEncoder().encode('abc')))).toBe(
      '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
    )
  })

  test('agrees with viem at every length around the 136-byte block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        expect(`0x${hex(keccak256(bytes))}`).toBe(viemKeccak256(bytes))
      }),
      { numRuns: 300 },
    )
    for (const length of [135, 136, 137, 271, 272, 273]) {
      const bytes = new Uint8Array(length).fill(0xa5)
      expect(`0x${hex(keccak256(bytes))}`).toBe(viemKeccak256(bytes))
    }
  })
})

describe('toChecksumAddress', () => {
  test('the examples of EIP-55', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
      expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address)
    }
  })

  test('agrees with viem on random addresses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        expect(toChecksumAddress(`0x${hex(bytes)}`)).toBe(getAddress(`0x${hex(bytes)}`))
      }),
      { numRuns: 300 },
    )
  })

  test('undefined for what is not 40 hex digits after 0x', () => {
    for (const value of [
      '',
      '0x',
      '0x123',
      'd8da6bf26964af9d7eed9e03e53415d37aa96045',
      `0x${'g'.repeat(40)}`,
    ]) {
      expect(toChecksumAddress(value)).toBeUndefined()
    }
  })
})
