import type { CaipNetwork } from '../types/network.ts'

/** Where the Latch server is and which project pays: what {@link withServerRpc} needs. */
export type ServerRpcOptions = {
  /** The server's base URL, the `endpoints.apiUrl` given to `createLatch`. */
  apiUrl: string
  projectId: string
}

/**
 * The server's hosted RPC URL for `network` (SPEC §7): `{apiUrl}/v1/?chainId={CAIP-2 id}&projectId={id}`.
 * The server answers it for the networks it lists in `/v1/supported-chains`.
 *
 * @example
 * serverRpcUrl(mainnet, { apiUrl: 'https://latch.example.com', projectId: 'shop' })
 * // 'https://latch.example.com/v1/?chainId=eip155:1&projectId=shop'
 */
export function serverRpcUrl(
  network: CaipNetwork,
  { apiUrl, projectId }: ServerRpcOptions,
): string {
  return `${apiUrl.replace(/\/+$/, '')}/v1/?chainId=${network.caipNetworkId}&projectId=${encodeURIComponent(projectId)}`
}

/**
 * `network` read through the Latch server's hosted RPC (SPEC §7): its URL comes first in
 * `rpcUrls.default`, the network's own URLs stay after it as fall-backs (give a network whose
 * `default.http` is empty to use the server alone). `rpcUrls.chainDefault` keeps the network's
 * own list: that is what a wallet is given when it adds the chain, so a wallet never spends the
 * site's project on its own reads.
 *
 * @example
 * import { mainnet, withServerRpc } from '@latch/core/networks'
 * const server = { apiUrl: 'https://latch.example.com', projectId: 'shop' }
 * createLatch({ projectId: 'shop', endpoints: { apiUrl: server.apiUrl }, networks: [withServerRpc(mainnet, server)] })
 */
export function withServerRpc(network: CaipNetwork, options: ServerRpcOptions): CaipNetwork {
  const hosted = serverRpcUrl(network, options)
  const { default: own, chainDefault = own } = network.rpcUrls
  return {
    ...network,
    rpcUrls: {
      default: { ...own, http: [hosted, ...own.http.filter((url) => url !== hosted)] },
      chainDefault,
    },
  }
}
