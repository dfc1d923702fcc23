import type { CaipNetwork } from '@latch/core'
import type { AdapterConnection } from '@latch/core/adapter'
import { connect } from './actions/connect.ts'
import { disconnect } from './actions/disconnect.ts'
import { reconnect } from './actions/reconnect.ts'
import { switchChain } from './actions/switchChain.ts'
import type { Eip1193Provider } from './types.ts'

/**
 * How the adapter connects, disconnects and switches: straight through the wallet's provider
 * ({@link DIRECT_ROUTE}), or through a site's wagmi config so its hooks see the same connection.
 */
export type ConnectionRoute = {
  connect(connectorId: string, provider: Eip1193Provider): Promise<AdapterConnection>
  reconnect(connectorId: string, provider: Eip1193Provider): Promise<AdapterConnection | undefined>
  disconnect(connectorId: string, provider: Eip1193Provider): Promise<void>
  switchNetwork(connectorId: string, provider: Eip1193Provider, network: CaipNetwork): Promise<void>
}

/** Talks to the wallet's EIP-1193 provider directly. */
export const DIRECT_ROUTE: ConnectionRoute = {
  connect: (_, provider) => connect(provider),
  reconnect: (_, provider) => reconnect(provider),
  disconnect: (_, provider) => disconnect(provider),
  switchNetwork: (_, provider, network) => switchChain(provider, network),
}
