import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { getActiveNetwork } from '../selectors/networks.ts'
import { getConvertTokens } from '../swap/convertApi.ts'
import { SwapsUnsupportedNetworkError } from '../swap/errors.ts'
import type { SwapTokenList } from '../swap/swapState.ts'

/** Parameters of {@link fetchSwapTokens}. */
export type FetchSwapTokensParameters = {
  /** CAIP-2 id of the network. @defaultValue the active network */
  caipNetworkId?: string | undefined
}
/** What {@link fetchSwapTokens} resolves with: the list as `state.swapTokens` now holds it. */
export type FetchSwapTokensReturnType = SwapTokenList
/** {@link fetchSwapTokens} throws nothing: a failure is the `error` status. */
export type FetchSwapTokensErrorType = never

/**
 * Reads the tokens the server swaps on a network (SPEC §7 `GET /v1/convert/tokens`) into
 * `state.swapTokens[caipNetworkId]`, once per client and network: `ready` with the tokens,
 * `unsupported` where the server routes no swaps (its `swaps_unsupported_network` answer, and
 * without asking for a namespace other than eip155), or `error` when it could not be asked (asked
 * again on the next call). The Account view offers Swap only where this is `ready`.
 *
 * @example
 * const list = await fetchSwapTokens(latch)
 * if (list.status === 'ready') console.log(list.tokens.map((token) => token.symbol))
 */
export async function fetchSwapTokens(
  client: Client,
  parameters: FetchSwapTokensParameters = {},
): Promise<FetchSwapTokensReturnType> {
  const state = client.store.getState()
  const id = parameters.caipNetworkId ?? getActiveNetwork(client, state).caipNetworkId
  const known = state.swapTokens?.[id]
  if (known && known.status !== 'error' && known.status !== 'loading') return known
  const set = (list: SwapTokenList) => {
    client.store.setState((current) => ({ swapTokens: { ...current.swapTokens, [id]: list } }))
    return list
  }
  // SPEC §9: swaps are an eip155 feature; the server is not asked about other namespaces.
  if (!id.startsWith('eip155:')) return set({ status: 'unsupported' })
  return shared(client, `swapTokens:${id}`, async () => {
    set({ status: 'loading' })
    try {
      const { tokens } = await getConvertTokens(client, id)
      return set({ status: 'ready', tokens })
    } catch (error) {
      if (error instanceof SwapsUnsupportedNetworkError) return set({ status: 'unsupported' })
      client.logger.warn('swap tokens fetch failed', error)
      return set({ status: 'error' })
    }
  })
}
