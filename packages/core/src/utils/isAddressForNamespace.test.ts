import { expect, test } from 'vitest'
import type { ChainNamespace } from './chainNamespace.ts'
import { isAddressForNamespace } from './isAddressForNamespace.ts'

const evm = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const taprootTestnet = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
const legacy = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const polkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const cosmos = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'

test.each<[string, boolean, unknown, ChainNamespace]>([
  ['EVM address on eip155', true, evm, 'eip155'],
  ['EVM address on solana', false, evm, 'solana'],
  ['Solana address on solana', true, solana, 'solana'],
  ['Solana address on eip155', false, solana, 'eip155'],
  ['segwit address on bip122', true, segwit, 'bip122'],
  ['upper-case segwit address on bip122', true, segwit.toUpperCase(), 'bip122'],
  ['mixed-case segwit address on bip122', false, `BC1Q${segwit.slice(4)}`, 'bip122'],
  ['testnet taproot address on bip122', true, taprootTestnet, 'bip122'],
  ['legacy address on bip122', true, legacy, 'bip122'],
  ['segwit with a non-bech32 character (b)', false, `bc1qb${segwit.slice(5)}`, 'bip122'],
  ['EVM address on bip122', false, evm, 'bip122'],
  ['polkadot address on polkadot', true, polkadot, 'polkadot'],
  ['Solana address on polkadot (too short for SS58)', false, solana, 'polkadot'],
  ['cosmos address on cosmos', true, cosmos, 'cosmos'],
  ['segwit address on cosmos (too short)', false, 'cosmos1abc', 'cosmos'],
  ['EVM address on cosmos', false, evm, 'cosmos'],
  ['empty on eip155', false, '', 'eip155'],
  ['not a string', false, 1, 'eip155'],
  ['unknown namespace', false, evm, 'tron' as ChainNamespace],
])('%s → %s', (_case, expected, address, namespace) => {
  expect(isAddressForNamespace(address, namespace)).toBe(expected)
})
