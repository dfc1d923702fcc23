import { describe, expect, test } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { filterDirectoryWallets, filterVisibleConnectors, isExcluded } from './hiddenWallets.ts'

const connector = (id: string, extra: Partial<Connector> = {}): Connector => ({
  id,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  ...extra,
})

describe('isExcluded (SPEC §6)', () => {
  test.each([
    [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }, ['IO.METAMASK'], true],
    [{ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' }, ['metamask'], true],
    [{ id: 'x', name: 'Rainbow', rdns: null }, ['rainbow'], true],
    [{ id: 'x', name: 'Rainbow', info: { rdns: 'me.rainbow' } }, ['ME.Rainbow'], true],
    [{ id: 'x', name: 'Rainbow' }, ['metamask'], false],
    [{ id: 'x', name: 'Rainbow' }, undefined, false],
  ])('%o excluded by %j: %s', (wallet, excluded, expected) => {
    expect(isExcluded(wallet, excluded)).toBe(expected)
  })
})

describe('filterVisibleConnectors (SPEC §6 hidden wallets)', () => {
  const generic = connector('injected', { type: 'INJECTED', name: 'Browser Wallet' })
  test('the generic browser wallet is hidden on desktop', () => {
    expect(filterVisibleConnectors([generic], { isMobile: false })).toEqual([])
  })
  test('on mobile it is hidden only when it has no rdns and is not installed', () => {
    expect(filterVisibleConnectors([generic], { isMobile: true })).toEqual([])
    const installed = { ...generic, installed: true }
    expect(filterVisibleConnectors([installed], { isMobile: true })).toEqual([installed])
    const withRdns = { ...generic, info: { rdns: 'com.example' } }
    expect(filterVisibleConnectors([withRdns], { isMobile: true })).toEqual([withRdns])
  })
  test('named wallets stay, excluded ones go', () => {
    const list = [connector('io.metamask', { name: 'MetaMask' }), connector('me.rainbow')]
    expect(
      filterVisibleConnectors(list, { isMobile: false, excludeWalletIds: ['metamask'] }).map(
        (c) => c.id,
      ),
    ).toEqual(['me.rainbow'])
  })
})

test('directory wallets already installed are not listed again', () => {
  const wallets = [
    { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask' },
    { id: 'rainbow', name: 'Rainbow', rdns: 'me.rainbow' },
    { id: 'ledger', name: 'Ledger Live', rdns: null },
  ]
  expect(
    filterDirectoryWallets(wallets, {
      installedRdns: new Set(['io.metamask']),
      excludeWalletIds: ['ledger live'],
    }).map((w) => w.id),
  ).toEqual(['rainbow'])
})
