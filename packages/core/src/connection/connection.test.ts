import { describe, expect, test } from 'vitest'
import { addRecentWallet } from './addRecentWallet.ts'
import { AUTH_CONNECTOR_ID, mergeConnections, removeConnectionAccount } from './mergeConnections.ts'

const a = { address: '0xAbC' }
const b = { address: '0xdef' }

describe('mergeConnections (SPEC §4)', () => {
  test('a new connector is added', () => {
    expect(mergeConnections([], { connectorId: 'x', accounts: [a] })).toEqual([
      { connectorId: 'x', accounts: [a] },
    ])
  })

  test('only new accounts are added, compared case-insensitively', () => {
    const merged = mergeConnections([{ connectorId: 'x', accounts: [a] }], {
      connectorId: 'x',
      accounts: [{ address: '0xabc' }, b],
    })
    expect(merged).toEqual([{ connectorId: 'x', accounts: [a, b] }])
  })

  test('the embedded auth connector is replaced', () => {
    const merged = mergeConnections([{ connectorId: AUTH_CONNECTOR_ID, accounts: [a] }], {
      connectorId: AUTH_CONNECTOR_ID,
      accounts: [b],
    })
    expect(merged).toEqual([{ connectorId: AUTH_CONNECTOR_ID, accounts: [b] }])
  })

  test('other connectors are left alone', () => {
    const other = { connectorId: 'y', accounts: [b] }
    expect(mergeConnections([other], { connectorId: 'x', accounts: [a] })[0]).toBe(other)
  })

  test('removing the last account removes the connector', () => {
    const connections = [
      { connectorId: 'x', accounts: [a, b] },
      { connectorId: 'y', accounts: [a] },
    ]
    expect(removeConnectionAccount(connections, 'x', '0xABC')).toEqual([
      { connectorId: 'x', accounts: [b] },
      { connectorId: 'y', accounts: [a] },
    ])
    expect(removeConnectionAccount(connections, 'y', '0xabc')).toEqual([connections[0]])
  })
})

describe('addRecentWallet (SPEC §4)', () => {
  const w = (id: string) => ({ id, name: id })
  test('newest first, no duplicates, at most 2', () => {
    let recent = addRecentWallet([], w('a'))
    recent = addRecentWallet(recent, w('b'))
    expect(recent.map((x) => x.id)).toEqual(['b', 'a'])
    recent = addRecentWallet(recent, w('a'))
    expect(recent.map((x) => x.id)).toEqual(['a', 'b'])
    recent = addRecentWallet(recent, w('c'))
    expect(recent.map((x) => x.id)).toEqual(['c', 'a'])
  })
})
