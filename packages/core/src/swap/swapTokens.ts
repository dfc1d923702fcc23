import { type ConvertToken, NATIVE_TOKEN_ADDRESS } from '../api/convert.ts'
import type { LatchState } from '../types/state.ts'
import type { SwapState } from './swapState.ts'

/**
 * A token of the Swap view (SPEC §3 Swap token: address, decimals, logoUri, quantity, price,
 * value): a token the server swaps, with the account's balance and its USD price when known.
 */
export type SwapToken = {
  /** CAIP-10 id, as the server lists it (the native currency ends in 0xeeee…eeee). */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string
  /** The account's balance: `numeric` in whole units (`'0'` when it holds none). */
  quantity: { decimals: string; numeric: string }
  /** USD price of one whole token, when known. */
  price: number | undefined
  /** USD value of the balance, when the price is known. */
  value: number | undefined
  /** The network's native currency (sold as value, never approved). */
  isNative: boolean
}

/** Whether a CAIP-10 id names the native currency (`…:0xeeee…eeee`, any case). */
export function isNativeTokenId(address: string): boolean {
  return address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
}

/** The plain address of a CAIP-10 id (its last part). */
export function plainAddressOf(address: string): string {
  return address.slice(address.lastIndexOf(':') + 1)
}

/**
 * The tokens the server swaps on the swap's network, each with the account's balance (from the
 * token balances, the native one from the account's balance when the list has none yet) and
 * its USD price. Empty while the list is not loaded.
 */
export function getSwapTokens(
  state: Pick<LatchState, 'accounts' | 'swapTokens'>,
  swap: Pick<SwapState, 'caipNetworkId' | 'prices'>,
): SwapToken[] {
  const list = state.swapTokens?.[swap.caipNetworkId]
  if (list?.status !== 'ready') return []
  const account = state.accounts.eip155
  const balances = (account?.tokenBalance ?? []).filter(
    (balance) => balance.chainId === swap.caipNetworkId,
  )
  return list.tokens.map((token) => {
    const isNative = isNativeTokenId(token.address)
    const id = token.address.toLowerCase()
    const held = balances.find((balance) =>
      isNative ? !balance.address : balance.address?.toLowerCase() === id,
    )
    const numeric = held?.quantity.numeric ?? (isNative ? account?.balance : undefined) ?? '0'
    const price = swap.prices[id] ?? held?.price
    return toSwapToken(token, numeric, price, isNative)
  })
}

function toSwapToken(
  token: ConvertToken,
  numeric: string,
  price: number | undefined,
  isNative: boolean,
): SwapToken {
  return {
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    logoUri: token.logoUri,
    quantity: { decimals: String(token.decimals), numeric },
    price,
    value: price === undefined ? undefined : Number(numeric) * price,
    isNative,
  }
}

/**
 * The token `id` names among `tokens`: a CAIP-10 id or a plain address (any case), or a symbol
 * (`'USDC'`, any case) as site code may pass it to `open({ view: 'Swap', arguments })`.
 */
export function findSwapToken<token extends Pick<SwapToken, 'address' | 'symbol'>>(
  tokens: readonly token[],
  id: string | undefined,
): token | undefined {
  if (!id) return undefined
  const wanted = id.trim().toLowerCase()
  const plain = plainAddressOf(wanted)
  return (
    tokens.find((token) => token.address.toLowerCase() === wanted) ??
    (wanted.includes(':')
      ? undefined
      : (tokens.find((token) => plainAddressOf(token.address).toLowerCase() === plain) ??
        tokens.find((token) => token.symbol.toLowerCase() === wanted)))
  )
}

/**
 * The token list as the search field filters it: by symbol or name (any case, from the start of
 * a word), or by contract address; tokens the account holds first, then the server's order.
 */
export function filterSwapTokens(tokens: readonly SwapToken[], search: string): SwapToken[] {
  const wanted = search.trim().toLowerCase()
  const matching = wanted
    ? tokens.filter(
        (token) =>
          token.symbol.toLowerCase().startsWith(wanted) ||
          token.name
            .toLowerCase()
            .split(/\s+/)
            .some((word) => word.startsWith(wanted)) ||
          plainAddressOf(token.address).toLowerCase() === wanted,
      )
    : [...tokens]
  const held = (token: SwapToken) => Number(token.quantity.numeric) > 0
  return [...matching.filter(held), ...matching.filter((token) => !held(token))]
}
