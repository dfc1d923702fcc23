import { describe, expect, test } from 'vitest'
import { InvalidCaipAddressError } from '../errors/caip.ts'
import { parseCaipAddress } from './parseCaipAddress.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('parseCaipAddress', () => {
  test.each([
    ['eip155:1:0xabc', { chainNamespace: 'eip155', chainId: '1', address: '0xabc' }],
    [`eip155:42161:${evm}`, { chainNamespace: 'eip155', chainId: '42161', address: evm }],
    [
      `${solanaMainnet}:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV`,
      {
        chainNamespace: 'solana',
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      },
    ],
  ])('parses %s', (caipAddress, expected) => {
    expect(parseCaipAddress(caipAddress)).toEqual(expected)
  })

  test.each([
    ['two parts (a CAIP-2 id)', 'eip155:1'],
    ['four parts', `eip155:1:${evm}:extra`],
    ['one part', evm],
    ['empty address', 'eip155:1:'],
    ['empty reference', `eip155::${evm}`],
    ['empty string', ''],
    ['unknown namespace', `tron:1:${evm}`],
    ['space in the address', 'eip155:1:0x abc'],
    ['address longer than 128 characters', `eip155:1:${'a'.repeat(129)}`],
  ])('throws InvalidCaipAddressError for %s', (_case, caipAddress) => {
    expect(() => parseCaipAddress(caipAddress)).toThrow(InvalidCaipAddressError)
  })

  test("the error's short message is the SPEC §5 text", () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid CAIP-10 address', value: 'eip155:1' }),
    )
  })
})
