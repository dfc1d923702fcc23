import { describe, expect, test } from 'vitest'
import type { LatchState } from '../types/state.ts'
import { getConnectionRelation, getNamespaceConnections } from './connections.ts'

const state = (
  status: 'connected' | 'connecting' = 'connected',
): Pick<LatchState, 'connections' | 'connectedConnectorIds' | 'accounts'> => ({
  connections: {
    eip155: [
      { connectorId: 'one', accounts: [{ address: '0xA1', type: 'eoa' }] },
      { connectorId: 'two', accounts: [{ address: '0xB1', type: 'eoa' }] },
    ],
  },
  connectedConnectorIds: { eip155: 'two' },
  accounts: {
    eip155: {
      status,
      address: '0xB2',
      allAccounts: [
        { address: '0xB1', type: 'eoa' },
        { address: '0xB2', type: 'eoa' },
      ],
    },
  },
})

describe('connection relation (SPEC §4)', () => {
  test('connected, active, disconnected', () => {
    const relation = (connectorId: string) =>
      getConnectionRelation(state(), { namespace: 'eip155', connectorId })
    expect([relation('two'), relation('one'), relation('three')]).toEqual([
      'connected',
      'active',
      'disconnected',
    ])
    expect(getConnectionRelation(state(), { namespace: 'solana', connectorId: 'two' })).toBe(
      'disconnected',
    )
  })

  test('a stored connector still connecting is not the connected one yet', () => {
    expect(
      getConnectionRelation(state('connecting'), { namespace: 'eip155', connectorId: 'two' }),
    ).toBe('active')
  })

  test('the connected connection lists the accounts the wallet grants now, the selected first', () => {
    expect(getNamespaceConnections(state(), 'eip155')).toEqual([
      { connectorId: 'one', accounts: [{ address: '0xA1', type: 'eoa' }], relation: 'active' },
      {
        connectorId: 'two',
        accounts: [
          { address: '0xB2', type: 'eoa' },
          { address: '0xB1', type: 'eoa' },
        ],
        relation: 'connected',
      },
    ])
    expect(getNamespaceConnections(state(), 'solana')).toEqual([])
  })
})
