import { describe, expect, test } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

describe('parseCaipNetworkId', () => {
  test.each([
    ['eip155:1', { chainNamespace: 'eip155', chainId: '1' }],
    ['eip155:42161', { chainNamespace: 'eip155', chainId: '42161' }],
    [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      { chainNamespace: 'solana', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    [
      'bip122:000000000019d6689c085ae165831e93',
      { chainNamespace: 'bip122', chainId: '000000000019d6689c085ae165831e93' },
    ],
    ['cosmos:cosmoshub-4', { chainNamespace: 'cosmos', chainId: 'cosmoshub-4' }],
  ])('parses %s', (networkId, expected) => {
    expect(parseCaipNetworkId(networkId)).toEqual(expected)
  })

  test.each([
    ['one part', 'eip155'],
    ['three parts (a CAIP-10 address)', 'eip155:1:0xabc'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
    ['empty string', ''],
    ['unknown namespace', 'tron:1'],
    ['upper-case namespace', 'EIP155:1'],
    ['space in the reference', 'eip155:1 '],
    ['reference longer than 32 characters', `solana:${'a'.repeat(33)}`],
    ['dot in the reference', 'eip155:1.5'],
  ])('throws InvalidCaipNetworkIdError for %s', (_case, networkId) => {
    expect(() => parseCaipNetworkId(networkId)).toThrow(InvalidCaipNetworkIdError)
  })

  test('the error carries our short message and the refused id', () => {
    const error = (() => {
      try {
        parseCaipNetworkId('eip155')
      } catch (e) {
        return e as InvalidCaipNetworkIdError
      }
    })()
    expect(error?.shortMessage).toBe('Invalid CAIP-2 network id')
    expect(error?.value).toBe('eip155')
  })
})
