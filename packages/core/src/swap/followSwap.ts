import { NATIVE_TOKEN_ADDRESS } from '../api/convert.ts'
import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNetwork } from '../selectors/networks.ts'
import { SWAP_QUOTE_REFRESH_MS, SWAP_QUOTE_WAIT_MS } from './constants.ts'
import { getFungiblePrices } from './convertApi.ts'
import { patchSwap } from './patchSwap.ts'
import { getSwapQuoteRequest } from './swapForm.ts'
import type { SwapState } from './swapState.ts'

/** Steps during which the quote is kept fresh: the form and its token lists. */
const QUOTING_STEPS: readonly SwapState['step'][] = ['form', 'fromTokens', 'toTokens']

/**
 * Keeps `state.swap` in step with the rest of the store while `entry` (its Swap view) is in the
 * history:
 * - the token list of the swap's network is read (and the tokens' USD prices once it is in);
 * - the quote follows the form: a new form shows `loading` at once and is quoted once typing
 *   pauses ({@link SWAP_QUOTE_WAIT_MS}); a quote shown is asked again every
 *   {@link SWAP_QUOTE_REFRESH_MS} while the form (or a token list) is shown;
 * - another active network starts the form over on it (its own tokens; the native currency
 *   sold);
 * - once the entry leaves the history (back, close), `state.swap` is `undefined` again.
 */
export function followSwap(client: Client, entry: RouteEntry): void {
  let quoteKey: string | undefined
  let pricedNetwork: string | undefined
  let refreshTimer = 0
  const check = () => {
    const state = client.store.getState()
    const { swap } = state
    if (swap?.entry !== entry) {
      stop()
      return
    }
    if (!state.history.includes(entry)) {
      stop()
      client.store.setState({ swap: undefined })
      return
    }
    const network = getActiveNetwork(client, state).caipNetworkId
    if (network !== swap.caipNetworkId) {
      patchSwap(client, entry, restartOn(network))
      return
    }
    const list = state.swapTokens?.[network]
    if (!list) {
      void loadTokens(client, network)
      return
    }
    if (list.status === 'ready' && pricedNetwork !== network) {
      pricedNetwork = network
      void readPrices(
        client,
        entry,
        network,
        list.tokens.map((token) => token.address),
      )
    }
    const request = getSwapQuoteRequest(state, swap)
    const key = request?.key ?? ''
    if (key === quoteKey) return
    // Set before writing: the write below calls this listener again.
    quoteKey = key
    refreshTimer++
    if (!request) {
      if (swap.quote.status !== 'idle') patchSwap(client, entry, { quote: { status: 'idle' } })
      return
    }
    const stale = swap.quote.status !== 'ready' || swap.quote.key !== key
    if (stale) {
      patchSwap(client, entry, {
        quote: { status: 'loading' },
        ...(request.side === 'from' ? { toAmount: '' } : { fromAmount: '' }),
      })
    }
    const timer = refreshTimer
    const quoteAndRefresh = (wait: number) =>
      client.schedule(() => {
        if (timer !== refreshTimer || client.store.getState().swap?.entry !== entry) return
        const step = client.store.getState().swap?.step
        const quoting = step && QUOTING_STEPS.includes(step)
        // Outside the form (the wallet asking, a result) the quote waits; the next round asks.
        const asked = quoting
          ? import('../actions/fetchSwapQuote.ts').then((module) => module.fetchSwapQuote(client))
          : Promise.resolve()
        void asked.then(() => quoteAndRefresh(SWAP_QUOTE_REFRESH_MS))
      }, wait)
    quoteAndRefresh(stale ? SWAP_QUOTE_WAIT_MS : SWAP_QUOTE_REFRESH_MS)
  }
  const stop = client.store.subscribe(check)
  check()
}

/** The form on another network: nothing chosen there yet but its native currency, sold. */
function restartOn(caipNetworkId: string): Partial<SwapState> {
  return {
    caipNetworkId,
    fromToken: `${caipNetworkId}:${NATIVE_TOKEN_ADDRESS}`,
    toToken: undefined,
    toAmount: '',
    side: 'from',
    prices: {},
    quote: { status: 'idle' },
    step: 'form',
  }
}

function loadTokens(client: Client, caipNetworkId: string) {
  // Loaded on first use, as the rest of the swap code is; never throws itself.
  return import('../actions/fetchSwapTokens.ts').then((module) =>
    module.fetchSwapTokens(client, { caipNetworkId }),
  )
}

/** USD prices of the listed tokens (SPEC §7 `POST /v1/fungible/price`); none on failure. */
async function readPrices(
  client: Client,
  entry: RouteEntry,
  caipNetworkId: string,
  addresses: string[],
) {
  try {
    const { fungibles } = await getFungiblePrices(client, caipNetworkId, addresses)
    const prices: Record<string, number> = {}
    for (const fungible of fungibles) prices[fungible.address.toLowerCase()] = fungible.price
    patchSwap(client, entry, (swap) =>
      swap.caipNetworkId === caipNetworkId ? { prices: { ...swap.prices, ...prices } } : {},
    )
  } catch (error) {
    client.logger.warn('swap token prices failed', error)
  }
}
