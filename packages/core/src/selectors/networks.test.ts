import { describe, expect, test } from 'vitest'
import { latchDevnet, latchDevnet2, mainnet, solana } from '../networks/builtin.ts'
import type { LatchState } from '../types/state.ts'
import { getConnectedChain } from './networks.ts'

const client = { networks: [latchDevnet, latchDevnet2, solana, mainnet] }
const ADDRESS = '0x00000000000000000000000000000000000000aa'

function state(parts: Partial<Pick<LatchState, 'activeCaipNetworkIds' | 'accounts'>>) {
  return { activeCaipNetworkIds: {}, accounts: {}, ...parts }
}

describe('getConnectedChain', () => {
  test('no account on the namespace: nothing', () => {
    expect(getConnectedChain(client, state({}), 'eip155')).toBeUndefined()
  })

  test("the account with its namespace's active network", () => {
    const connected = state({
      accounts: { eip155: { status: 'connected', address: ADDRESS } },
      activeCaipNetworkIds: { eip155: latchDevnet2.caipNetworkId },
    })
    expect(getConnectedChain(client, connected, 'eip155')).toEqual({
      address: ADDRESS,
      chainId: latchDevnet2.caipNetworkId,
    })
  })

  test('an active network the site does not list is still where requests go', () => {
    const connected = state({
      accounts: { eip155: { status: 'connected', address: ADDRESS } },
      activeCaipNetworkIds: { eip155: 'eip155:999' },
    })
    expect(getConnectedChain(client, connected, 'eip155')?.chainId).toBe('eip155:999')
  })

  test("without an active network, the namespace's first listed one", () => {
    const connected = state({ accounts: { eip155: { status: 'connected', address: ADDRESS } } })
    expect(getConnectedChain(client, connected, 'eip155')?.chainId).toBe(latchDevnet.caipNetworkId)
  })
})
