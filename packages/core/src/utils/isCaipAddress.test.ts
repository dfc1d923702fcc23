import { expect, test } from 'vitest'
import { isCaipAddress } from './isCaipAddress.ts'

test.each([
  ['an eip155 account', true, 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'],
  ['a short address (format not checked)', true, 'eip155:1:0xabc'],
  ['a bip122 account', true, 'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l6'],
  ['two parts', false, 'eip155:1'],
  ['four parts', false, 'eip155:1:0xabc:0xdef'],
  ['empty address', false, 'eip155:1:'],
  ['unknown namespace', false, 'tron:1:0xabc'],
  ['empty', false, ''],
  ['not a string', false, { address: '0xabc' }],
])('%s → %s', (_case, expected, value) => {
  expect(isCaipAddress(value)).toBe(expected)
})
