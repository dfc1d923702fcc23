import { expect, test } from 'vitest'
import { getNetworkMonogram } from '../NetworkIcon/NetworkIcon.tsx'
import { getAvatarGradient } from './Avatar.tsx'

const A = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const B = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('an address always draws the same gradient, whatever its letter case', () => {
  expect(getAvatarGradient(A)).toBe(getAvatarGradient(A))
  expect(getAvatarGradient(A.toLowerCase())).toBe(getAvatarGradient(A))
})

test('different addresses draw different gradients', () => {
  expect(getAvatarGradient(A)).not.toBe(getAvatarGradient(B))
})

test('the gradient is valid CSS with two distinct hues', () => {
  const gradient = getAvatarGradient(B)
  const element = document.createElement('span')
  element.style.background = gradient
  expect(element.style.backgroundImage).toContain('linear-gradient')
  const hues = [...gradient.matchAll(/hsl\((\d+) /g)].map((match) => Number(match[1]))
  expect(new Set(hues).size).toBe(2)
})

test.each([
  ['Latch Devnet', 'LD'],
  ['Latch Devnet 2', 'LD2'],
  ['Ethereum', 'E'],
  ['Arbitrum One', 'AO'],
  ['Solana Devnet', 'SD'],
  ['Bitcoin Testnet 3', 'BT3'],
  ['BNB Smart Chain', 'BS'],
])('the network monogram of %j is %s', (name, expected) => {
  expect(getNetworkMonogram(name)).toBe(expected)
})
