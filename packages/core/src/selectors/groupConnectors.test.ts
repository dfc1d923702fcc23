import { describe, expect, test } from 'vitest'
import type { Connector } from '../types/connector.ts'
import { CONNECTOR_GROUPS } from '../types/connector.ts'
import { groupConnectors, isBrowserWallet } from './groupConnectors.ts'

const connector = (
  id: string,
  type: Connector['type'],
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  ...extra,
})

const metamask = connector('metamask', 'ANNOUNCED', {
  installed: true,
  info: { rdns: 'io.metamask' },
})
const injectedMissing = connector('injected', 'INJECTED', { installed: false })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const coinbase = connector('coinbase', 'EXTERNAL', { explorerId: 'cb-explorer' })
const auth = connector('auth', 'AUTH')

const ids = (list: ReturnType<typeof groupConnectors>) =>
  list.map(({ group, connector }) => `${group}:${connector.id}`)

describe('groupConnectors', () => {
  test.each([
    {
      name: 'default order: walletConnect, injected, external; uninstalled and auth are left out',
      recent: [],
      featured: [],
      expected: ['walletConnect:walletConnect', 'injected:metamask', 'external:coinbase'],
    },
    {
      name: 'a recent wallet moves up into the recent group, matched by rdns',
      recent: [{ id: 'other-id', name: 'MetaMask', rdns: 'io.metamask' }],
      featured: [],
      expected: ['walletConnect:walletConnect', 'recent:metamask', 'external:coinbase'],
    },
    {
      name: 'featured ids match the explorer id and keep the featured order',
      recent: [],
      featured: ['cb-explorer', 'metamask'],
      expected: ['walletConnect:walletConnect', 'injected:metamask', 'featured:coinbase'],
    },
    {
      name: 'recent wallets keep the newest-first order',
      recent: [
        { id: 'coinbase', name: 'Coinbase' },
        { id: 'metamask', name: 'MetaMask' },
      ],
      featured: [],
      expected: ['walletConnect:walletConnect', 'recent:coinbase', 'recent:metamask'],
    },
  ])('$name', ({ recent, featured, expected }) => {
    const list = groupConnectors({
      connectors: [injectedMissing, auth, coinbase, metamask, walletConnect],
      order: CONNECTOR_GROUPS,
      recentWallets: recent,
      featuredWalletIds: featured,
    })
    expect(ids(list)).toEqual(expected)
  })

  test('each connector appears once, in the first group of the order it belongs to', () => {
    const list = groupConnectors({
      connectors: [metamask],
      order: ['featured', 'injected', 'recent'],
      recentWallets: [{ id: 'metamask', name: 'MetaMask' }],
      featuredWalletIds: ['metamask'],
    })
    expect(ids(list)).toEqual(['featured:metamask'])
  })

  test('a group missing from the order lists nothing', () => {
    const list = groupConnectors({
      connectors: [metamask, walletConnect],
      order: ['injected'],
      recentWallets: [],
      featuredWalletIds: [],
    })
    expect(ids(list)).toEqual(['injected:metamask'])
  })
})

describe('WalletConnect in the list', () => {
  const walletConnectSolana = { ...walletConnect, chain: 'solana' as const }

  test('a recent WalletConnect pairing stays in its own group, listed once', () => {
    const list = groupConnectors({
      connectors: [metamask, walletConnect, walletConnectSolana],
      order: CONNECTOR_GROUPS,
      recentWallets: [{ id: 'walletConnect', name: 'WalletConnect' }],
      featuredWalletIds: [],
    })
    expect(ids(list)).toEqual(['walletConnect:walletConnect', 'injected:metamask'])
  })

  test('with its group left out (already connected through it) it is not offered at all', () => {
    const list = groupConnectors({
      connectors: [metamask, walletConnect],
      order: CONNECTOR_GROUPS.filter((group) => group !== 'walletConnect'),
      recentWallets: [{ id: 'walletConnect', name: 'WalletConnect' }],
      featuredWalletIds: ['walletConnect'],
    })
    expect(ids(list)).toEqual(['injected:metamask'])
  })
})

test('a namespace keeps only that namespace’s connectors', () => {
  const phantom = connector('phantom', 'ANNOUNCED', { installed: true, chain: 'solana' })
  const list = groupConnectors({
    connectors: [metamask, phantom, walletConnect],
    order: CONNECTOR_GROUPS,
    recentWallets: [],
    featuredWalletIds: [],
    namespace: 'solana',
  })
  expect(ids(list)).toEqual(['injected:phantom'])
})

test.each([
  [metamask, true],
  [connector('x', 'INJECTED', { installed: true }), true],
  [injectedMissing, false],
  [walletConnect, false],
  [connector('y', 'EXTERNAL', { installed: true }), false],
] as const)('isBrowserWallet(%s.id) is %s', (candidate, expected) => {
  expect(isBrowserWallet(candidate)).toBe(expected)
})
