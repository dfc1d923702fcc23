import { describe, expect, test } from 'vitest'
import { CONNECTOR_GROUPS, type Connector } from '../types/connector.ts'
import { getWalletFamilies } from './getWalletFamilies.ts'
import { groupConnectors } from './groupConnectors.ts'
import { mergeWalletFamilies } from './mergeWalletFamilies.ts'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}) =>
  ({ id, name: id, type, chain: 'eip155', ...extra }) as Connector

// The test wallet as the demo shows it: EIP-6963 on EVM, the Wallet Standard on Solana.
const evmSide = connector('dev.latch.testwallet', 'ANNOUNCED', {
  name: 'Latch Test Wallet',
  imageUrl: 'data:image/svg+xml,evm',
  info: { rdns: 'dev.latch.testwallet' },
  installed: true,
})
const solanaSide = connector('ws:Latch Test Wallet', 'ANNOUNCED', {
  name: 'Latch Test Wallet',
  chain: 'solana',
  imageUrl: 'data:image/svg+xml;base64,c29s',
  installed: true,
})
const metamask = connector('io.metamask', 'ANNOUNCED', { name: 'MetaMask', installed: true })
const walletConnect = connector('walletConnect', 'WALLET_CONNECT', { name: 'WalletConnect' })
const walletConnectSolana = { ...walletConnect, chain: 'solana' as const }

const rows = (list: readonly Connector[]) =>
  list.map((c) => `${c.type}:${c.id}${c.connectors ? `[${c.connectors.map((m) => m.chain)}]` : ''}`)

describe('mergeWalletFamilies', () => {
  test('one wallet on EVM and Solana is one MULTI_CHAIN connector, at its first side’s place', () => {
    const list = mergeWalletFamilies([metamask, evmSide, walletConnect, solanaSide])
    expect(rows(list)).toEqual([
      'ANNOUNCED:io.metamask',
      'MULTI_CHAIN:dev.latch.testwallet[eip155,solana]',
      'WALLET_CONNECT:walletConnect',
    ])
    expect(list[1]).toEqual({
      ...evmSide,
      type: 'MULTI_CHAIN',
      installed: true,
      connectors: [evmSide, solanaSide],
    })
  })

  test('names match whatever their case and spacing; installed if one side is', () => {
    const solana = { ...solanaSide, name: ' latch test WALLET' }
    const list = mergeWalletFamilies([{ ...evmSide, installed: false }, solana])
    expect(rows(list)).toEqual(['MULTI_CHAIN:dev.latch.testwallet[eip155,solana]'])
    expect(list[0]?.installed).toBe(true)
  })

  test('listed Solana side first, it keeps the EVM side’s rdns (the directory matches by it)', () => {
    const [merged] = mergeWalletFamilies([solanaSide, evmSide])
    expect(merged).toMatchObject({
      id: 'ws:Latch Test Wallet',
      type: 'MULTI_CHAIN',
      info: { rdns: 'dev.latch.testwallet' },
      connectors: [solanaSide, evmSide],
    })
  })

  test('WalletConnect on two namespaces, and different names, stay as they are', () => {
    const other = { ...solanaSide, id: 'ws:Other', name: 'Other' }
    const list = [evmSide, other, walletConnect, walletConnectSolana]
    expect(mergeWalletFamilies(list)).toEqual(list)
  })

  test('a name listed twice on one family is not merged: which one is that wallet is unknown', () => {
    const impostor = { ...evmSide, id: 'com.example.fake' }
    const list = [evmSide, impostor, solanaSide]
    expect(mergeWalletFamilies(list)).toEqual(list)
  })

  test('a browser wallet and a site connector of one name are two things', () => {
    const site = { ...solanaSide, id: 'site', type: 'EXTERNAL' as const, installed: false }
    expect(rows(mergeWalletFamilies([evmSide, site]))).toEqual([
      'ANNOUNCED:dev.latch.testwallet',
      'EXTERNAL:site',
    ])
  })

  test('site connectors of one name on two families merge too', () => {
    const evm = connector('hw', 'EXTERNAL', { name: 'Hardware' })
    const sol = connector('hw-sol', 'EXTERNAL', { name: 'Hardware', chain: 'solana' })
    const list = groupConnectors({
      connectors: [evm, sol],
      order: CONNECTOR_GROUPS,
      recentWallets: [],
      featuredWalletIds: [],
    })
    expect(list.map(({ group, connector }) => `${group}:${connector.type}`)).toEqual([
      'external:MULTI_CHAIN',
    ])
  })
})

describe('a MULTI_CHAIN wallet in the groups', () => {
  const group = (extra: Partial<Parameters<typeof groupConnectors>[0]> = {}) =>
    groupConnectors({
      connectors: [metamask, evmSide, solanaSide, walletConnect, walletConnectSolana],
      order: CONNECTOR_GROUPS,
      recentWallets: [],
      featuredWalletIds: [],
      ...extra,
    }).map(({ group, connector }) => `${group}:${connector.type}:${connector.id}`)

  test('one row in injected, WalletConnect once', () => {
    expect(group()).toEqual([
      'walletConnect:WALLET_CONNECT:walletConnect',
      'injected:ANNOUNCED:io.metamask',
      'injected:MULTI_CHAIN:dev.latch.testwallet',
    ])
  })

  test('recent when one of its families is (the Solana side, stored by its own id)', () => {
    expect(
      group({ recentWallets: [{ id: 'ws:Latch Test Wallet', name: 'Latch Test Wallet' }] }),
    ).toEqual([
      'walletConnect:WALLET_CONNECT:walletConnect',
      'recent:MULTI_CHAIN:dev.latch.testwallet',
      'injected:ANNOUNCED:io.metamask',
    ])
  })

  test('Connect opened for one family lists that family’s connector alone', () => {
    expect(group({ namespace: 'solana' })).toEqual([
      'walletConnect:WALLET_CONNECT:walletConnect',
      'injected:ANNOUNCED:ws:Latch Test Wallet',
    ])
  })
})

describe('getWalletFamilies', () => {
  const state = {
    connectors: [metamask, evmSide, solanaSide],
    connectedConnectorIds: { eip155: 'dev.latch.testwallet' },
    accounts: { eip155: { status: 'connected' as const } },
  }

  test('each family of the wallet, the connected one marked', () => {
    expect(
      getWalletFamilies(state, 'dev.latch.testwallet').map(
        ({ connector, connected }) => `${connector.chain}:${connector.id}:${connected}`,
      ),
    ).toEqual(['eip155:dev.latch.testwallet:true', 'solana:ws:Latch Test Wallet:false'])
  })

  test('a namespace still connecting is not connected; a one-family wallet has no families', () => {
    const connecting = { ...state, accounts: { eip155: { status: 'connecting' as const } } }
    expect(getWalletFamilies(connecting, 'dev.latch.testwallet').map((f) => f.connected)).toEqual([
      false,
      false,
    ])
    expect(getWalletFamilies(state, 'io.metamask')).toEqual([])
  })
})
