import type { Client } from '../client/types.ts'
import { filterVisibleConnectors } from '../directory/hiddenWallets.ts'
import { getConnectorGroupOrder } from '../router/connectorGroupOrder.ts'
import type { Connector, ConnectorGroup } from '../types/connector.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { type GroupedConnector, groupConnectors } from './groupConnectors.ts'

/** The parts of the state the Connect view's wallet list is made of. */
export type ConnectorListState = Pick<
  LatchState,
  'connectors' | 'recentWallets' | 'activeNamespace' | 'connectedConnectorIds'
>

/** Parameters of {@link getConnectorList}. */
export type GetConnectorListParameters = {
  /** Only connectors of this chain namespace. @defaultValue every namespace */
  namespace?: ChainNamespace | undefined
  /** SPEC §6: the generic browser wallet is listed on phones only (see `filterVisibleConnectors`). */
  isMobile: boolean
}

/** The Connect view's connectors, grouped (directory wallets join through `addDirectoryWallets`). */
export type ConnectorList = {
  /** The group order used: the site's override or SPEC §2's, WalletConnect's group when offered. */
  order: ConnectorGroup[]
  /** One wallet on several chain families is one MULTI_CHAIN entry (see `mergeWalletFamilies`). */
  entries: GroupedConnector[]
}

/**
 * The Connect view's connector list (SPEC §2 Connector groups): the visible connectors (SPEC §6
 * hidden-wallet rules), grouped in the site's order or SPEC §2's. WalletConnect's group is
 * offered when WalletConnect is set up and the active namespace isn't already connected through
 * it. Pure: same input, same list.
 *
 * @example
 * const { order, entries } = getConnectorList(latch, latch.getState(), { isMobile: false })
 * entries.map(({ group, connector }) => `${group}: ${connector.name}`)
 */
export function getConnectorList(
  client: Pick<Client, 'options'>,
  state: ConnectorListState,
  { namespace, isMobile }: GetConnectorListParameters,
): ConnectorList {
  const { excludeWalletIds, featuredWalletIds = [], connectorGroupOrder } = client.options
  const connectors = filterVisibleConnectors(state.connectors, { excludeWalletIds, isMobile })
  const connectedId = state.activeNamespace && state.connectedConnectorIds[state.activeNamespace]
  const isWalletConnect = (connector: Connector) => connector.type === 'WALLET_CONNECT'
  const order = getConnectorGroupOrder({
    override: connectorGroupOrder,
    walletConnectEnabled: connectors.some(isWalletConnect),
    connectedThroughWalletConnect: state.connectors.some(
      (connector) => connector.id === connectedId && isWalletConnect(connector),
    ),
  })
  const { recentWallets } = state
  const entries = groupConnectors({
    connectors,
    order,
    recentWallets,
    featuredWalletIds,
    namespace,
  })
  return { order, entries }
}
