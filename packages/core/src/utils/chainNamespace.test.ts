import { describe, expect, test } from 'vitest'
import { CHAIN_NAMESPACES, isChainNamespace } from './chainNamespace.ts'

describe('CHAIN_NAMESPACES', () => {
  test('holds exactly the SPEC §3 namespaces', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
  })
})

describe('isChainNamespace', () => {
  test.each([
    ['eip155', true],
    ['solana', true],
    ['polkadot', true],
    ['bip122', true],
    ['cosmos', true],
    ['EIP155', false],
    ['eip155 ', false],
    ['bitcoin', false],
    ['', false],
    [undefined, false],
    [155, false],
  ])('%j → %s', (value, expected) => {
    expect(isChainNamespace(value)).toBe(expected)
  })
})
