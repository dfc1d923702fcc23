import { type CaipNetwork, LatchError } from '@latch/core'
import { type AdapterConnection, isUnknownChainError } from '@latch/core/adapter'
import {
  type Config,
  type Connector,
  connect,
  disconnect,
  reconnect,
  switchChain,
  switchConnection,
} from '@wagmi/core'
import { type ConnectionRoute, DIRECT_ROUTE } from '../connectionRoute.ts'
import { checksumAddresses } from '../utils/checksumAddresses.ts'

/**
 * Connects, disconnects and switches through wagmi actions on the wagmi connector behind a
 * Latch connector id, so a site's wagmi hooks see the connection Latch made. Wagmi's EIP-6963
 * connectors carry the rdns as their id, as ours do; a site connector is also matched by its
 * `rdns`. A connector wagmi doesn't have goes straight to the wallet instead.
 */
export function createWagmiRoute(config: Config): ConnectionRoute {
  const connectorOf = (connectorId: string): Connector | undefined =>
    config.connectors.find((c) => c.id === connectorId) ??
    config.connectors.find((c) => [c.rdns ?? []].flat().includes(connectorId))
  const connectionOf = (connector: Connector) => config.state.connections.get(connector.uid)

  return {
    async connect(connectorId, provider) {
      const connector = connectorOf(connectorId)
      if (!connector) return DIRECT_ROUTE.connect(connectorId, provider)
      // Already connected through the site's own wagmi UI: adopt it rather than prompt again.
      const { accounts, chainId } = connectionOf(connector)
        ? await switchConnection(config, { connector })
        : await connect(config, { connector })
      return toConnection(accounts, chainId)
    },

    async reconnect(connectorId, provider) {
      const connector = connectorOf(connectorId)
      const existing = connector && connectionOf(connector)
      if (existing) {
        // Latch's connected wallet is wagmi's current connection (switching between several
        // connections of a namespace asks the wallet nothing, SPEC §4).
        if (config.state.current !== connector.uid) await switchConnection(config, { connector })
        return toConnection(existing.accounts, existing.chainId)
      }
      const connection = await DIRECT_ROUTE.reconnect(connectorId, provider)
      // The wallet still grants access: bring wagmi along. Wagmi may decline (the visitor
      // disconnected through wagmi, or its own reconnect is running); Latch's connection stands.
      if (connection && connector) await reconnect(config, { connectors: [connector] })
      return connection
    },

    async disconnect(connectorId, provider) {
      const connector = connectorOf(connectorId)
      if (connector) await disconnect(config, { connector })
      else await DIRECT_ROUTE.disconnect(connectorId, provider)
    },

    async switchNetwork(connectorId, provider, network) {
      const connector = connectorOf(connectorId)
      // Wagmi only asks the wallet for a connector it holds a connection for.
      if (!connector || !connectionOf(connector)) {
        return DIRECT_ROUTE.switchNetwork(connectorId, provider, network)
      }
      try {
        await switchChain(config, {
          connector,
          chainId: Number(network.id),
          addEthereumChainParameter: addChainParameter(network),
        })
      } catch (error) {
        // Wagmi adds chains on 4902 only, and refuses chains missing from its config; both come
        // back as its SwitchChainError (4902). SPEC §8 (4902, 5000, -32603): add, then switch.
        if (!isUnknownChainError(error)) throw error
        await DIRECT_ROUTE.switchNetwork(connectorId, provider, network)
      }
    },
  }
}

function toConnection(accounts: readonly string[], chainId: number): AdapterConnection {
  const addresses = checksumAddresses(accounts)
  const [address] = addresses
  if (!address) throw new LatchError('Failed to connect', { details: 'the wallet gave no account' })
  return { address, chainId, accounts: addresses.map((a) => ({ address: a, type: 'eoa' })) }
}

function addChainParameter(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    // The chain's own URLs (SPEC §3 chainDefault), not a hosted one carrying the site's project.
    rpcUrls: [...(network.rpcUrls.chainDefault ?? network.rpcUrls.default).http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
