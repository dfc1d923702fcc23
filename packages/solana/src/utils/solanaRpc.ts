import type { CaipNetwork } from '@latch/core'
import { HTTP_RPC_TIMEOUT_MS } from '@latch/core/adapter'
import { createSolanaRpc } from '@solana/kit'
import { RpcUrlRequiredError } from '../errors.ts'

/** A @solana/kit RPC client over `network`'s first HTTP URL. */
export function solanaRpc(network: CaipNetwork) {
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  return createSolanaRpc(url)
}

export type SolanaRpc = ReturnType<typeof solanaRpc>

/** Options for a kit `.send()`: every call gives up after SPEC §9's HTTP RPC time-out. */
export function rpcTimeout(): { abortSignal: AbortSignal } {
  return { abortSignal: AbortSignal.timeout(HTTP_RPC_TIMEOUT_MS) }
}
