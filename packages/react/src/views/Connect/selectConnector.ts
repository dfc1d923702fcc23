import type { Connector, LatchClient } from '@latch/core'

/**
 * What picking a wallet on the Connect view does: opens the ConnectingExternal view for that
 * connector, which asks the wallet to connect (core's connect action) and shows the outcome.
 */
export function selectConnector(client: LatchClient, connector: Connector): void {
  client.pushView({ view: 'ConnectingExternal', params: { connectorId: connector.id } })
}
