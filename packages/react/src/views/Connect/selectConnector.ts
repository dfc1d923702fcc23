import type { Connector, LatchClient } from '@latch/core'

/**
 * What picking a wallet on the Connect view does. For now it opens the ConnectingExternal view
 * for that connector; the connection flow (core's connect action) plugs in here.
 */
export function selectConnector(client: LatchClient, connector: Connector): void {
  client.pushView({ view: 'ConnectingExternal', params: { connectorId: connector.id } })
}
