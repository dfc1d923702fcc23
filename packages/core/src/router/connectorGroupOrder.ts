import { CONNECTOR_GROUPS, type ConnectorGroup } from '../types/connector.ts'

export type ConnectorGroupOrderParameters = {
  /** The site's override (SPEC §2: "unless a configured override order applies"). */
  override?: readonly ConnectorGroup[] | undefined
  walletConnectEnabled: boolean
  /** Already connected through WalletConnect: its group is not offered again. */
  connectedThroughWalletConnect: boolean
}

/** SPEC §2 connector group order. */
export function getConnectorGroupOrder(
  parameters: ConnectorGroupOrderParameters,
): ConnectorGroup[] {
  const base = parameters.override?.length ? parameters.override : CONNECTOR_GROUPS
  const order = [...new Set(base)]
  const showWalletConnect =
    parameters.walletConnectEnabled && !parameters.connectedThroughWalletConnect
  return showWalletConnect ? order : order.filter((group) => group !== 'walletConnect')
}
