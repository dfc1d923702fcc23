import { NATIVE_TOKEN_ADDRESS } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNetwork } from '../selectors/networks.ts'
import { followSwap } from '../swap/followSwap.ts'
import type { SwapState } from '../swap/swapState.ts'
import { fetchSwapTokens } from './fetchSwapTokens.ts'

/** The Swap entry of the history the swap is for; its parameters fill the form in. */
export type StartSwapParameters = Extract<RouteEntry, { view: 'Swap' }>
/** What {@link startSwap} returns. */
export type StartSwapReturnType = undefined
/** {@link startSwap} throws nothing by design. */
export type StartSwapErrorType = never

/**
 * Starts the swap of a Swap view (SPEC §2 "Swap, opened with swap arguments"): `state.swap`
 * starts over on the active network, filled in from the view's arguments — `fromToken` and
 * `toToken` (a CAIP-10 id, a plain contract address or a symbol; the native currency is sold
 * when `fromToken` is left out) and `amount` (whole units of `fromToken`) — OPEN_SWAP is emitted,
 * and the token list, the balances and the quote follow (see `followSwap`). It lasts while the
 * entry is in the history. Starting the same entry again does nothing, so a view may call it
 * each time it mounts.
 *
 * @example
 * startSwap(latch, { view: 'Swap', params: { fromToken: 'USDC', toToken: 'DAI', amount: '100' } })
 */
export function startSwap(client: Client, entry: StartSwapParameters): StartSwapReturnType {
  const state = client.store.getState()
  if (state.swap?.entry === entry) return
  const params = entry.params ?? {}
  const caipNetworkId = getActiveNetwork(client, state).caipNetworkId
  const swap: SwapState = {
    entry,
    caipNetworkId,
    fromToken: params.fromToken || `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
    toToken: params.toToken || undefined,
    fromAmount: (params.amount ?? '').replace(',', '.').trim(),
    toAmount: '',
    side: 'from',
    search: '',
    prices: {},
    quote: { status: 'idle' },
    step: 'form',
    approvalHash: undefined,
    hash: undefined,
    submitted: undefined,
    error: undefined,
  }
  client.store.setState({ swap })
  // A list that failed before (offline) is asked again; a known one is kept.
  void fetchSwapTokens(client, { caipNetworkId })
  followSwap(client, entry)
  client.events.emit('OPEN_SWAP', { network: caipNetworkId })
  // Balances shown beside the tokens; loaded on first use, as the client's method is.
  if (state.accounts.eip155?.address) {
    void import('./fetchTokenBalances.ts').then((module) =>
      module.fetchTokenBalances(client, { namespace: 'eip155' }),
    )
  }
}
