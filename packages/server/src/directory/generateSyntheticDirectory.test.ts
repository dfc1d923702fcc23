import { expect, test } from 'vitest'
import { generateSyntheticDirectory } from './generateSyntheticDirectory.ts'
import { loadDirectory } from './loadDirectory.ts'

test('generates the requested count with unique ids and names', () => {
  const wallets = generateSyntheticDirectory(10_000)
  expect(wallets).toHaveLength(10_000)
  expect(new Set(wallets.map((w) => w.id)).size).toBe(10_000)
  expect(new Set(wallets.map((w) => w.name)).size).toBe(10_000)
})

test('is deterministic', () => {
  expect(generateSyntheticDirectory(50)).toEqual(generateSyntheticDirectory(50))
})

test('names carry searchable fragments: several distinct names contain "rain"', () => {
  const names = generateSyntheticDirectory(1_000)
    .map((w) => w.name)
    .filter((n) => /rain/i.test(n))
  expect(new Set(names.map((n) => n.replace(/ \d+$/, ''))).size).toBeGreaterThan(3)
})

test('loadDirectory("synthetic:N") adds the test wallet to N generated wallets', async () => {
  const directory = await loadDirectory('synthetic:100')
  expect(directory.wallets).toHaveLength(101)
  expect(directory.byId.has('latch-test-wallet')).toBe(true)
  expect(directory.wallets.slice(0, 4).every((w) => w.recommended)).toBe(true)
})

test('the default directory holds at least 50 real wallets with unique ids and rdns', async () => {
  const directory = await loadDirectory('default')
  expect(directory.wallets.length).toBeGreaterThanOrEqual(51)
  const rdns = directory.wallets.map((w) => w.rdns).filter((r) => r !== null)
  expect(new Set(rdns).size).toBe(rdns.length)
  expect(directory.byId.get('metamask')?.rdns).toBe('io.metamask')
})
