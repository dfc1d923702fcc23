import { describe, expect, test } from 'vitest'
import type { Wallet } from '../api/types.ts'
import type { Connector } from '../types/connector.ts'
import { CONNECTOR_GROUPS } from '../types/connector.ts'
import { addDirectoryWallets } from './addDirectoryWallets.ts'
import { groupConnectors } from './groupConnectors.ts'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  installed: true,
  info: { rdns: 'io.metamask' },
}
const coinbase: Connector = {
  id: 'coinbase',
  name: 'Coinbase Wallet',
  type: 'EXTERNAL',
  chain: 'eip155',
  explorerId: 'coinbase-wallet',
}
const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: id, ...extra })
const recommended = [
  wallet('metamask', { rdns: 'io.metamask' }),
  wallet('coinbase-wallet'),
  wallet('rainbow'),
  wallet('zerion', { chains: ['eip155:1'] }),
  wallet('phantom', { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
  wallet('trust'),
  wallet('ledger'),
]

function list(overrides: Partial<Parameters<typeof addDirectoryWallets>[1]> = {}) {
  const order = overrides.order ?? CONNECTOR_GROUPS
  const grouped = groupConnectors({
    connectors: [metamask, coinbase],
    order,
    recentWallets: [],
    featuredWalletIds: overrides.featuredWalletIds ?? [],
  })
  return addDirectoryWallets(grouped, {
    order,
    featuredWalletIds: [],
    featuredWallets: [],
    recommendedWallets: recommended,
    ...overrides,
  }).map(({ group, connector, wallet }) => `${group}:${connector?.id ?? wallet?.id}`)
}

describe('addDirectoryWallets', () => {
  test('at most 4 recommended, none an installed extension (rdns) or a listed connector (explorer id)', () => {
    expect(list()).toEqual([
      'injected:io.metamask',
      'external:coinbase',
      'recommended:rainbow',
      'recommended:zerion',
      'recommended:phantom',
      'recommended:trust',
    ])
  })

  test('featured wallets join the featured group in the site’s order and are not recommended again', () => {
    expect(
      list({
        featuredWalletIds: ['ledger', 'rainbow'],
        featuredWallets: [wallet('rainbow'), wallet('ledger')],
      }),
    ).toEqual([
      'injected:io.metamask',
      'featured:ledger',
      'featured:rainbow',
      'external:coinbase',
      'recommended:zerion',
      'recommended:phantom',
      'recommended:trust',
    ])
  })

  test('excluded wallets are left out by id, rdns or name (SPEC §6)', () => {
    expect(list({ excludeWalletIds: ['RAINBOW', 'trust'] })).toEqual([
      'injected:io.metamask',
      'external:coinbase',
      'recommended:zerion',
      'recommended:phantom',
      'recommended:ledger',
    ])
  })

  test('a namespace keeps wallets that list one of its networks, or list none', () => {
    expect(
      list({ namespace: 'solana' }).filter((entry) => entry.startsWith('recommended')),
    ).toEqual([
      'recommended:rainbow',
      'recommended:phantom',
      'recommended:trust',
      'recommended:ledger',
    ])
  })

  test('a group order without recommended lists none; an override order places them', () => {
    // Without the external group, Coinbase's connector isn't listed: its directory entry may be.
    expect(list({ order: ['injected', 'external'] })).toEqual([
      'injected:io.metamask',
      'external:coinbase',
    ])
    expect(list({ order: ['recommended', 'injected'] })).toEqual([
      'recommended:coinbase-wallet',
      'recommended:rainbow',
      'recommended:zerion',
      'recommended:phantom',
      'injected:io.metamask',
    ])
  })
})
