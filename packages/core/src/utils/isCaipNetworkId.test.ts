import { expect, test } from 'vitest'
import { isCaipNetworkId } from './isCaipNetworkId.ts'

test.each([
  ['an eip155 id', true, 'eip155:1'],
  ['a solana id', true, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['one part', false, 'eip155'],
  ['three parts', false, 'eip155:1:0xabc'],
  ['unknown namespace', false, 'near:mainnet'],
  ['empty', false, ''],
  ['not a string', false, 1],
  ['null', false, null],
])('%s → %s', (_case, expected, value) => {
  expect(isCaipNetworkId(value)).toBe(expected)
})
