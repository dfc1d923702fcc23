import { expect, test } from 'vitest'
import { shortenAddress } from './shortenAddress.ts'

test.each([
  ['an EVM address', '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', '0xd8…A96045'],
  ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', '7EcD…wCFLtV'],
  ['a bech32 address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1q…wf5mdq'],
  ['12 characters are cut', 'abcdefghijkl', 'abcd…ghijkl'],
  ['11 characters stay whole (cutting would not shorten)', 'abcdefghijk', 'abcdefghijk'],
  ['10 characters stay whole', 'abcdefghij', 'abcdefghij'],
  ['empty stays empty', '', ''],
])('%s', (_case, address, expected) => {
  expect(shortenAddress(address)).toBe(expected)
})

test('a shortened address is 11 characters with a single ellipsis character', () => {
  const short = shortenAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
  expect(short).toHaveLength(11)
  expect(short.split('…')).toHaveLength(2)
})
