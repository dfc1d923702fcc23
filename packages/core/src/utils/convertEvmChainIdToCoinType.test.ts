import { describe, expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/name.ts'
import { convertEvmChainIdToCoinType } from './convertEvmChainIdToCoinType.ts'

describe('convertEvmChainIdToCoinType', () => {
  test.each([
    ['Ethereum mainnet keeps SLIP-44 60', 1, 60],
    ['Optimism (10)', 10, 2147483658],
    ['Arbitrum One (42161)', 42161, 2147525809],
    ['Base (8453)', 8453, 2147492101],
    ['anvil (31337)', 31337, 2147514985],
    ['0, the ENSIP-19 default EVM coin type', 0, 0x80000000],
    ['the largest allowed id, 2^31 - 1', 2 ** 31 - 1, 2 ** 32 - 1],
  ])('%s → %s', (_case, chainId, expected) => {
    expect(convertEvmChainIdToCoinType(chainId)).toBe(expected)
  })

  test.each([
    ['2^31', 2 ** 31],
    ['2^32 + 1 (would wrap to 1 in 32-bit maths)', 2 ** 32 + 1],
    ['a negative id', -1],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])("%s throws 'Invalid chainId'", (_case, chainId) => {
    expect(() => convertEvmChainIdToCoinType(chainId)).toThrow(InvalidChainIdError)
    expect(() => convertEvmChainIdToCoinType(chainId)).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid chainId' }),
    )
  })
})
