import type { Connector, LatchClient } from '@latch/core'
import type { Wallet } from '@latch/core/api'

/**
 * What picking a wallet on the Connect view does: WalletConnect opens its pairing view; any
 * other connector opens ConnectingExternal, which asks the wallet to connect (core's connect
 * action) and shows the outcome — for a wallet on several chain families (MULTI_CHAIN), after
 * the visitor picks the family.
 */
export function selectConnector(client: LatchClient, connector: Connector): void {
  const { id: connectorId, type } = connector
  client.pushView(
    type === 'WALLET_CONNECT'
      ? { view: 'ConnectingWalletConnect' }
      : {
          view: 'ConnectingExternal',
          params: type === 'MULTI_CHAIN' ? { connectorId, chooseFamily: true } : { connectorId },
        },
  )
}

/** The site set up WalletConnect (core lists its connector). */
export function hasWalletConnect(client: LatchClient): boolean {
  return client.getState().connectors.some((connector) => connector.type === 'WALLET_CONNECT')
}

/**
 * What picking a directory wallet that isn't installed does: with WalletConnect set up, its
 * pairing view for that wallet (QR code, app links) and `true`; without, nothing and `false`
 * (the caller shows where to get the wallet instead).
 */
export function selectDirectoryWallet(client: LatchClient, wallet: Wallet): boolean {
  if (!hasWalletConnect(client)) return false
  client.pushView({ view: 'ConnectingWalletConnect', params: { wallet } })
  return true
}
