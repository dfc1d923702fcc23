import { describe, expect, test } from 'vitest'
import { HttpError } from './HttpError.ts'
import {
  parseCaip2,
  parseEvmAddress,
  parseEvmChainId,
  parseIdList,
  parseInteger,
} from './params.ts'

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof HttpError ? error.code : 'other'
  }
  return undefined
}

describe('parseCaip2', () => {
  test.each([
    ['eip155:1', 'eip155', '1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
  ])('accepts %s', (value, namespace, reference) => {
    expect(parseCaip2(value)).toEqual({ id: value, namespace, reference })
  })

  test.each(['1', 'eip155', 'eip155:1:0xabc', 'EIP155:1', 'e:1', 'eip155:'])(
    'rejects %s',
    (value) => {
      expect(errorCode(() => parseCaip2(value))).toBe('invalid_chain_id')
    },
  )
})

describe('parseEvmChainId', () => {
  test('returns the numeric reference', () => expect(parseEvmChainId('eip155:31337')).toBe(31337))
  test.each(['solana:abc', 'eip155:0', 'eip155:01', 'eip155:abc'])('rejects %s', (value) => {
    expect(errorCode(() => parseEvmChainId(value))).toBe('invalid_chain_id')
  })
})

describe('parseEvmAddress', () => {
  test('checksums a lower-case address', () => {
    expect(parseEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
  test.each([
    '0x123',
    'f39fd6e51aad88f6f4ce6ab8827279cfffb92266x',
    '0xZZ9fd6e51aad88f6f4ce6ab8827279cfffb92266',
  ])('rejects %s', (value) =>
    expect(errorCode(() => parseEvmAddress(value))).toBe('invalid_address'),
  )
})

describe('parseInteger', () => {
  const options = { name: 'entries', min: 1, max: 100, fallback: 40 }
  test('falls back when absent', () => expect(parseInteger(undefined, options)).toBe(40))
  test('parses a value in range', () => expect(parseInteger('100', options)).toBe(100))
  test.each(['0', '101', '-1', '1.5', 'ten', '9999999999'])('rejects %s', (value) => {
    expect(errorCode(() => parseInteger(value, options))).toBe('invalid_parameter')
  })
})

describe('parseIdList', () => {
  test('splits, trims and drops empty items', () => {
    expect(parseIdList(' a, b,,c ', 'include')).toEqual(['a', 'b', 'c'])
  })
  test('is empty when absent', () => expect(parseIdList(undefined, 'include')).toEqual([]))
  test('rejects ids with spaces or slashes', () => {
    expect(errorCode(() => parseIdList('a,b c', 'include'))).toBe('invalid_parameter')
    expect(errorCode(() => parseIdList('a/b', 'include'))).toBe('invalid_parameter')
  })
})
