import { expect, test } from 'vitest'
import { getPreferredAccountType } from './preferredAccountType.ts'

test.each([
  ['eip155', 'smartAccount'],
  ['solana', 'eoa'],
  ['bip122', 'payment'],
  ['polkadot', 'eoa'],
  ['cosmos', 'eoa'],
] as const)('%s defaults to %s', (namespace, type) => {
  expect(getPreferredAccountType({ preferredAccountTypes: {} }, namespace)).toBe(type)
})

test('a stored choice wins', () => {
  expect(getPreferredAccountType({ preferredAccountTypes: { eip155: 'eoa' } }, 'eip155')).toBe(
    'eoa',
  )
})
