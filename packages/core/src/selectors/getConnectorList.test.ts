import { describe, expect, test } from 'vitest'
import type { LatchOptions } from '../client/types.ts'
import type { Connector } from '../types/connector.ts'
import { type ConnectorListState, getConnectorList } from './getConnectorList.ts'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}) =>
  ({ id, name: id, type, chain: 'eip155', ...extra }) as Connector

const metamask = connector('io.metamask', 'ANNOUNCED', {
  name: 'MetaMask',
  installed: true,
  info: { rdns: 'io.metamask' },
})
const generic = connector('injected', 'INJECTED', { name: 'Browser Wallet', installed: true })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT', { name: 'WalletConnect' })
const coinbase = connector('coinbase', 'EXTERNAL', { name: 'Coinbase', explorerId: 'cb' })

const state = (patch: Partial<ConnectorListState> = {}): ConnectorListState => ({
  connectors: [generic, coinbase, metamask, walletConnect],
  recentWallets: [],
  activeNamespace: 'eip155',
  connectedConnectorIds: {},
  ...patch,
})
const client = (options: Partial<LatchOptions> = {}) => ({ options: options as LatchOptions })
const ids = (list: ReturnType<typeof getConnectorList>) =>
  list.entries.map(({ group, connector }) => `${group}:${connector.id}`)

describe('getConnectorList', () => {
  test('SPEC §2 order; the generic browser wallet is hidden on a computer (SPEC §6)', () => {
    const list = getConnectorList(client(), state(), { isMobile: false })
    expect(list.order).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(ids(list)).toEqual([
      'walletConnect:walletConnect',
      'injected:io.metamask',
      'external:coinbase',
    ])
  })

  test('on a phone the installed generic browser wallet is listed', () => {
    const list = getConnectorList(client(), state(), { isMobile: true })
    expect(ids(list)).toContain('injected:injected')
  })

  test('the site’s exclusions, featured ids and group order apply', () => {
    const list = getConnectorList(
      client({
        excludeWalletIds: ['MetaMask'],
        featuredWalletIds: ['cb'],
        connectorGroupOrder: ['featured', 'walletConnect'],
      }),
      state(),
      { isMobile: false },
    )
    expect(list.order).toEqual(['featured', 'walletConnect'])
    expect(ids(list)).toEqual(['featured:coinbase', 'walletConnect:walletConnect'])
  })

  test('recent wallets come first, newest first', () => {
    const list = getConnectorList(
      client(),
      state({
        recentWallets: [
          { id: 'coinbase', name: 'Coinbase' },
          { id: 'x', name: 'MetaMask', rdns: 'io.metamask' },
        ],
      }),
      { isMobile: false },
    )
    expect(ids(list)).toEqual([
      'walletConnect:walletConnect',
      'recent:coinbase',
      'recent:io.metamask',
    ])
  })

  test('connected through WalletConnect on the active namespace: its group is not offered', () => {
    const connected = state({ connectedConnectorIds: { eip155: 'walletConnect' } })
    const list = getConnectorList(client(), connected, { isMobile: false })
    expect(list.order).not.toContain('walletConnect')
    expect(ids(list)).toEqual(['injected:io.metamask', 'external:coinbase'])
  })

  test('connected through WalletConnect on another namespace: it is still offered', () => {
    const elsewhere = state({
      activeNamespace: 'eip155',
      connectedConnectorIds: { solana: 'walletConnect' },
    })
    const list = getConnectorList(client(), elsewhere, { isMobile: false })
    expect(ids(list)[0]).toBe('walletConnect:walletConnect')
  })

  test('without a WalletConnect connector its group is left out of the order', () => {
    const list = getConnectorList(client(), state({ connectors: [metamask] }), {
      isMobile: false,
    })
    expect(list.order).not.toContain('walletConnect')
  })

  test('a namespace keeps that namespace’s connectors only', () => {
    const phantom = connector('phantom', 'ANNOUNCED', { chain: 'solana', installed: true })
    const list = getConnectorList(client(), state({ connectors: [metamask, phantom] }), {
      isMobile: false,
      namespace: 'solana',
    })
    expect(ids(list)).toEqual(['injected:phantom'])
  })

  test('a wallet listed on two chain namespaces is one MULTI_CHAIN entry; for one family, that side', () => {
    const phantomEvm = connector('phantom-evm', 'ANNOUNCED', { name: 'Phantom', installed: true })
    const phantomSol = connector('phantom-sol', 'ANNOUNCED', {
      name: 'Phantom',
      chain: 'solana',
      installed: true,
    })
    const connectors = [metamask, phantomEvm, phantomSol]
    const list = getConnectorList(client(), state({ connectors }), { isMobile: false })
    expect(list.entries.map(({ connector }) => connector.type)).toEqual([
      'ANNOUNCED',
      'MULTI_CHAIN',
    ])
    expect(list.entries[1]?.connector.connectors).toEqual([phantomEvm, phantomSol])
    const solanaOnly = getConnectorList(client(), state({ connectors }), {
      isMobile: false,
      namespace: 'solana',
    })
    expect(ids(solanaOnly)).toEqual(['injected:phantom-sol'])
  })
})
