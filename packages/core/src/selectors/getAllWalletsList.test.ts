import { describe, expect, test } from 'vitest'
import type { Wallet } from '../api/types.ts'
import { EMPTY_WALLET_LIST, type WalletList } from '../directory/directoryState.ts'
import type { Connector } from '../types/connector.ts'
import {
  findWalletConnector,
  type GetAllWalletsListParameters,
  getAllWalletsList,
} from './getAllWalletsList.ts'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  installed: true,
  info: { rdns: 'io.metamask' },
  imageUrl: 'data:image/svg+xml,mm',
}
const rabby: Connector = { ...metamask, id: 'io.rabby', name: 'Rabby', info: { rdns: 'io.rabby' } }
const generic: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
}
const coinbase: Connector = { id: 'coinbase', name: 'Coinbase', type: 'EXTERNAL', chain: 'eip155' }
const wallet = (id: string, extra: Partial<Wallet> = {}): Wallet => ({ id, name: id, ...extra })
const list = (wallets: Wallet[], patch: Partial<WalletList> = {}): WalletList => ({
  status: 'ready',
  wallets,
  count: wallets.length,
  page: 1,
  ...patch,
})

const parameters = (patch: Partial<GetAllWalletsListParameters> = {}) => ({
  connectors: [generic, coinbase, metamask, rabby],
  directory: {
    all: list([wallet('metamask', { rdns: 'io.metamask' }), wallet('rainbow'), wallet('zerion')], {
      count: 95,
    }),
    search: { ...EMPTY_WALLET_LIST, query: '' },
  },
  query: '',
  isMobile: false,
  ...patch,
})
const keys = (result: ReturnType<typeof getAllWalletsList>) => result.items.map((item) => item.key)

describe('getAllWalletsList', () => {
  test('installed extensions first, then the directory; one installed is not listed twice', () => {
    const result = getAllWalletsList(parameters())
    expect(keys(result)).toEqual([
      'connector:io.metamask',
      'connector:io.rabby',
      'wallet:rainbow',
      'wallet:zerion',
    ])
    expect(result.items[0]).toMatchObject({ name: 'MetaMask', imageUrl: metamask.imageUrl })
    expect(result).toMatchObject({ status: 'ready', hasMore: true })
  })

  test('a wallet on two chain families is one tile (MULTI_CHAIN), as on Connect', () => {
    const solanaSide: Connector = {
      id: 'ws:MetaMask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'solana',
      installed: true,
    }
    const result = getAllWalletsList(parameters({ connectors: [metamask, rabby, solanaSide] }))
    expect(keys(result)).toEqual([
      'connector:io.metamask',
      'connector:io.rabby',
      'wallet:rainbow',
      'wallet:zerion',
    ])
    expect(result.items[0]?.connector).toMatchObject({
      type: 'MULTI_CHAIN',
      connectors: [metamask, solanaSide],
    })
  })

  test('the generic browser wallet only on a phone; the site’s exclusions everywhere', () => {
    const phone = getAllWalletsList(parameters({ isMobile: true, excludeWalletIds: ['zerion'] }))
    expect(keys(phone)).toEqual([
      'connector:injected',
      'connector:io.metamask',
      'connector:io.rabby',
      'wallet:rainbow',
    ])
  })

  test('every page loaded: no more to load; before the first page: more to load', () => {
    const all = list([wallet('rainbow')])
    expect(
      getAllWalletsList(parameters({ directory: { ...parameters().directory, all } })).hasMore,
    ).toBe(false)
    const none = { ...EMPTY_WALLET_LIST, status: 'idle' as const }
    const before = getAllWalletsList(
      parameters({ directory: { ...parameters().directory, all: none } }),
    )
    expect(before).toMatchObject({ status: 'idle', hasMore: true })
  })

  test('a search lists the matching extensions and the search results, never more pages', () => {
    const search = { ...list([wallet('rabby-wallet'), wallet('rainbow')]), query: 'ra' }
    const result = getAllWalletsList(
      parameters({ query: ' Ra ', directory: { ...parameters().directory, search } }),
    )
    expect(keys(result)).toEqual(['connector:io.rabby', 'wallet:rabby-wallet', 'wallet:rainbow'])
    expect(result.hasMore).toBe(false)
  })

  test('while the next search loads, the earlier results are not shown', () => {
    const search = { ...list([wallet('rainbow')], { status: 'loading' }), query: 'r' }
    const result = getAllWalletsList(
      parameters({ query: 'ra', directory: { ...parameters().directory, search } }),
    )
    expect(keys(result)).toEqual(['connector:io.rabby'])
    expect(result.status).toBe('loading')
  })
})

test('a directory wallet a connector stands for (same explorer id) is found; others are not', () => {
  const external = { ...coinbase, explorerId: 'coinbase-wallet' }
  expect(findWalletConnector([metamask, external], wallet('coinbase-wallet'))).toBe(external)
  expect(findWalletConnector([metamask, external], wallet('rainbow'))).toBeUndefined()
})
