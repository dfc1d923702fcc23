import type { Connector } from '../types/connector.ts'
import type { LatchState } from '../types/state.ts'
import { mergeWalletFamilies } from './mergeWalletFamilies.ts'

/** One chain family of a MULTI_CHAIN wallet, and whether it is the connected one there. */
export type WalletFamily = { connector: Connector; connected: boolean }

/**
 * The chain families of the MULTI_CHAIN wallet listed as `connectorId` (the id of its first
 * family's connector, as the Connect view lists it), each with whether that namespace is
 * connected through it now; empty when no wallet of several families has that id. Pure.
 *
 * @example
 * getWalletFamilies(latch.getState(), 'dev.latch.testwallet')
 * // [{ connector: { id: 'dev.latch.testwallet', chain: 'eip155', … }, connected: true },
 * //  { connector: { id: 'ws:Latch Test Wallet', chain: 'solana', … }, connected: false }]
 */
export function getWalletFamilies(
  state: Pick<LatchState, 'connectors' | 'connectedConnectorIds' | 'accounts'>,
  connectorId: string,
): WalletFamily[] {
  const wallet = mergeWalletFamilies(state.connectors).find(
    (connector) => connector.type === 'MULTI_CHAIN' && connector.id === connectorId,
  )
  return (wallet?.connectors ?? []).map((connector) => ({
    connector,
    connected:
      state.connectedConnectorIds[connector.chain] === connector.id &&
      state.accounts[connector.chain]?.status === 'connected',
  }))
}
