import { GAS_PRICE_UNSUPPORTED_MESSAGE, SWAPS_UNSUPPORTED_MESSAGE } from '@latch/core/api'
import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'
import type { SwapsConfig } from '../chain/types.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2 } from '../validation/params.ts'

/** A served chain with a swap venue. */
export type SwapChain = { chain: ChainRuntime; swaps: SwapsConfig }

/**
 * The chain a convert call is about: `chainId`, or else the chain of the CAIP-10 token id
 * `token` (SPEC §7 names no chainId on some calls). 400 `invalid_chain_id` when it is no CAIP-2
 * id; 400 `swaps_unsupported_network` ('Network not supported for Swaps', SPEC §8), or
 * `gas_price_unsupported_network` for the gas-price call, when the server routes no swaps there.
 */
export function swapChain(
  chains: ChainRegistry,
  {
    chainId,
    token,
    call = 'swaps',
  }: { chainId?: string; token?: string; call?: 'swaps' | 'gas-price' },
): SwapChain {
  const id = chainId ?? caip2Of(token)
  if (id === undefined) throw badRequest('invalid_parameter', 'chainId is required')
  const chain = chains.get(parseCaip2(id).id)
  const swaps = chain?.config.swaps
  if (!chain || !swaps) {
    throw call === 'gas-price'
      ? badRequest('gas_price_unsupported_network', GAS_PRICE_UNSUPPORTED_MESSAGE)
      : badRequest('swaps_unsupported_network', SWAPS_UNSUPPORTED_MESSAGE)
  }
  return { chain, swaps }
}

/** `eip155:1` of `eip155:1:0x…`; undefined when `token` has not three parts. */
function caip2Of(token: string | undefined): string | undefined {
  const parts = token?.split(':') ?? []
  return parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined
}
