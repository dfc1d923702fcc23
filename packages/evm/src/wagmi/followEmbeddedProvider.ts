import { type Config, type Connector, connect, disconnect, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'

/** The wagmi connector id of the embedded wallet: Latch's AUTH connector. */
export const EMBEDDED_WAGMI_CONNECTOR_ID = 'AUTH'

type FollowedProvider = EIP1193Provider & {
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): void
  removeListener(event: 'accountsChanged', listener: (accounts: string[]) => void): void
}

/**
 * Mirrors the embedded wallet (email / social login) into the site's wagmi config, as the wagmi
 * route does for extension wallets: a wagmi connector 'AUTH' over the embedded EIP-1193
 * provider, connected when the visitor logs in and disconnected when they leave, so `useAccount`
 * shows the embedded account and wagmi's actions (`sendCalls`, `signMessage` …) go to its frame.
 * Account and chain changes reach wagmi through the provider's own events.
 */
export function followEmbeddedProvider(config: Config, provider: unknown): () => void {
  const followed = provider as FollowedProvider | undefined
  if (!followed || typeof followed.on !== 'function') return () => {}
  let connector: Connector | undefined
  const connectorOf = (): Connector => {
    if (connector) return connector
    // No permission shim: the frame refuses wallet_requestPermissions (it is no extension).
    connector = config._internal.connectors.setup(
      injected({
        shimDisconnect: false,
        target: { id: EMBEDDED_WAGMI_CONNECTOR_ID, name: 'Email', provider: followed },
      }),
    )
    config._internal.connectors.setState((list) => [
      ...list.filter((c) => c.id !== EMBEDDED_WAGMI_CONNECTOR_ID),
      connector!,
    ])
    return connector
  }
  const isConnected = () => connector !== undefined && config.state.connections.has(connector.uid)
  // Logins and logouts arrive in order; each waits for the one before.
  let queue: Promise<unknown> = Promise.resolve()
  const onAccounts = (accounts: string[]) => {
    queue = queue
      .then(async () => {
        if (accounts.length > 0 && !isConnected()) {
          await connect(config, { connector: connectorOf() })
        } else if (accounts.length === 0 && isConnected()) {
          await disconnect(config, { connector: connectorOf() })
        }
      })
      // Wagmi's own state is the site's mirror; Latch's connection stands either way.
      .catch(() => {})
  }
  followed.on('accountsChanged', onAccounts)
  return () => followed.removeListener('accountsChanged', onAccounts)
}
