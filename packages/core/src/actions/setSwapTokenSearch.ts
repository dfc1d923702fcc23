import type { Client } from '../client/types.ts'
import { patchSwap } from '../swap/patchSwap.ts'

/** What the token list's search field holds. */
export type SetSwapTokenSearchParameters = string
/** What {@link setSwapTokenSearch} returns. */
export type SetSwapTokenSearchReturnType = undefined
/** {@link setSwapTokenSearch} throws nothing by design. */
export type SetSwapTokenSearchErrorType = never

/**
 * Sets the search of the open Swap view's token list: it lists tokens whose symbol or a word
 * of whose name starts with it (any case), or whose contract address it is. Does nothing while
 * no Swap view is open.
 *
 * @example
 * setSwapTokenSearch(latch, 'dai')
 */
export function setSwapTokenSearch(
  client: Client,
  search: SetSwapTokenSearchParameters,
): SetSwapTokenSearchReturnType {
  const { swap } = client.store.getState()
  if (swap) patchSwap(client, swap.entry, { search })
}
