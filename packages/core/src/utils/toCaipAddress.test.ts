import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'
import { toCaipAddress } from './toCaipAddress.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('toCaipAddress', () => {
  test.each([
    ['eip155:1', evm, `eip155:1:${evm}`],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
    ],
  ])('joins %s and %s', (networkId, address, expected) => {
    expect(toCaipAddress(networkId, address)).toBe(expected)
  })

  test('round-trips through parseCaipAddress', () => {
    expect(parseCaipAddress(toCaipAddress('eip155:10', evm))).toEqual({
      chainNamespace: 'eip155',
      chainId: '10',
      address: evm,
    })
  })

  test.each([
    ['no reference', 'eip155', evm],
    ['a CAIP-10 id as network', `eip155:1:${evm}`, evm],
    ['unknown namespace', 'tron:1', evm],
  ])('a bad network id (%s) throws InvalidCaipNetworkIdError', (_case, networkId, address) => {
    expect(() => toCaipAddress(networkId, address)).toThrow(InvalidCaipNetworkIdError)
  })

  test.each([
    ['empty', ''],
    ['holding a colon', '0xabc:0xdef'],
    ['holding a space', '0x abc'],
  ])('an address %s throws InvalidCaipAddressError', (_case, address) => {
    expect(() => toCaipAddress('eip155:1', address)).toThrow(InvalidCaipAddressError)
  })
})
