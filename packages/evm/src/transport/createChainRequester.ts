import { type CaipNetwork, RpcUrlRequiredError } from '@latch/core'
import type { ChainRequest } from './createChainTransport.ts'

/** One JSON-RPC call on a network, over that network's transport. */
export type ChainRequester = (
  network: CaipNetwork,
  method: string,
  params?: readonly unknown[],
) => Promise<unknown>

/**
 * The adapter's chain reads: one transport per network and URL list, made on the network's first
 * call and reused (so viem's ranking keeps its samples between reads). viem's transport code is
 * loaded then, not with the page.
 *
 * @throws {RpcUrlRequiredError} for a network without an HTTP RPC URL.
 */
export function createChainRequester(): ChainRequester {
  const transports = new Map<string, Promise<ChainRequest>>()
  return async (network, method, params = []) => {
    const urls = network.rpcUrls.default.http
    if (!urls.length)
      throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    let transport = transports.get(key)
    if (!transport) {
      transport = import('./createChainTransport.ts').then((module) =>
        module.createChainTransport(urls),
      )
      // A chunk that failed to load is tried again on the next call.
      transport.catch(() => transports.delete(key))
      transports.set(key, transport)
    }
    return (await transport)({ method, params })
  }
}
