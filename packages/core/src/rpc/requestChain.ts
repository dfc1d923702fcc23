import type { Client } from '../client/types.ts'
import type { CaipNetwork } from '../types/network.ts'
import { requestRpc } from './requestRpc.ts'

/**
 * One JSON-RPC call on `network` for core's own chain reads: through the namespace adapter's
 * transport when it has one (`ChainAdapter.request`: ranking and fail-over shared with the
 * adapter's reads), else {@link requestRpc} over the network's URLs. Core loads no RPC library.
 */
export function requestChain(
  client: Pick<Client, 'adapters'>,
  network: CaipNetwork,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  const adapter = client.adapters.find((a) => a.namespace === network.chainNamespace)
  return adapter?.request
    ? adapter.request({ network, method, params })
    : requestRpc({ urls: network.rpcUrls.default.http, method, params })
}
