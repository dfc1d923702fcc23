import { type CaipNetwork, RpcUrlRequiredError } from '@latch/core'
import { HTTP_RPC_TIMEOUT_MS } from '@latch/core/adapter'
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type RpcTransport,
} from '@solana/kit'

/**
 * A @solana/kit RPC client over `network`'s HTTP URLs (SPEC §7 Chain RPC): each URL gets kit's
 * own transport, tried in order by {@link fallbackTransport}, each attempt given SPEC §9's 10 s.
 *
 * @throws {RpcUrlRequiredError} when the network has no HTTP URL.
 */
export function solanaRpc(network: CaipNetwork) {
  const urls = network.rpcUrls.default.http
  if (!urls.length)
    throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  return createSolanaRpcFromTransport(
    fallbackTransport(urls.map((url) => createDefaultRpcTransport({ url }))),
  )
}

export type SolanaRpc = ReturnType<typeof solanaRpc>

/**
 * Kit transports tried in turn: the next one only when a URL gave no JSON-RPC answer (kit's
 * transport throws for an unreachable URL, a non-OK status, or the time-out). A JSON-RPC error
 * answer is a response, returned as is, so it never fails over (SPEC §8 handling rules); the
 * caller's own abort ends it at once.
 */
export function fallbackTransport(
  transports: readonly RpcTransport[],
  timeoutMs = HTTP_RPC_TIMEOUT_MS,
): RpcTransport {
  return async <TResponse>(config: Parameters<RpcTransport>[0]): Promise<TResponse> => {
    let failure: unknown
    for (const transport of transports) {
      const caller = config.signal
      if (caller?.aborted) throw caller.reason
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = caller ? AbortSignal.any([caller, timeout]) : timeout
      try {
        return await transport<TResponse>({ ...config, signal })
      } catch (error) {
        failure = error
      }
    }
    throw failure
  }
}
