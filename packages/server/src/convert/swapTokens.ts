import { NATIVE_TOKEN_ADDRESS } from '@latch/core/api'
import { type Address, isAddress } from 'viem'
import { badRequest } from '../validation/HttpError.ts'
import type { SwapChain } from './swapChain.ts'

/** A token the server swaps on a chain: the native currency or one of `swaps.tokens`. */
export type SwapToken = {
  /** CAIP-10 id; the native currency's ends in NATIVE_TOKEN_ADDRESS. */
  id: string
  name: string
  symbol: string
  decimals: number
  /** Its address in the router's paths: WETH for the native currency. */
  poolAddress: Address
  native: boolean
}

/**
 * The chain's swap tokens: the native currency first, then `swaps.tokens` in order, named from
 * the chain's `tokens` (the config check makes sure each is there; one that is not is left out).
 */
export function swapTokens({ chain, swaps }: SwapChain): SwapToken[] {
  const known = new Map((chain.config.tokens ?? []).map((t) => [t.address.toLowerCase(), t]))
  const native: SwapToken = {
    id: `${chain.caip2}:${NATIVE_TOKEN_ADDRESS}`,
    ...chain.nativeCurrency,
    poolAddress: swaps.weth,
    native: true,
  }
  return [
    native,
    ...swaps.tokens.flatMap((address) => {
      const token = known.get(address.toLowerCase())
      if (!token) return []
      const { name, symbol, decimals } = token
      const id = `${chain.caip2}:${address}`
      return [{ id, name, symbol, decimals, poolAddress: address, native: false }]
    }),
  ]
}

/**
 * The swap token a CAIP-10 id (`param` names it in messages) names on `swapChain`: 400
 * `invalid_parameter` when it is no CAIP-10 id of that chain, `invalid_address` for a bad
 * address, `unsupported_token` when the server does not swap it there.
 */
export function parseSwapToken(
  value: string | undefined,
  param: string,
  swapChain: SwapChain,
): SwapToken {
  if (value === undefined || value === '')
    throw badRequest('invalid_parameter', `${param} is required`)
  const parts = value.split(':')
  const caip2 = swapChain.chain.caip2
  if (parts.length !== 3 || `${parts[0]}:${parts[1]}` !== caip2) {
    throw badRequest(
      'invalid_parameter',
      `${param} must be a CAIP-10 token id on ${caip2} (${caip2}:0x…), got '${shorten(value)}'`,
    )
  }
  const address = parts[2]!.toLowerCase()
  if (!isAddress(address, { strict: false })) {
    throw badRequest('invalid_address', `${param} has no EVM address: '${shorten(value)}'`)
  }
  const token = swapTokens(swapChain).find((t) => t.id.split(':')[2]!.toLowerCase() === address)
  if (!token) {
    throw badRequest('unsupported_token', `${param} ${parts[2]} is not swapped on ${caip2}`)
  }
  return token
}

function shorten(value: string): string {
  return value.length > 80 ? `${value.slice(0, 80)}…` : value
}
