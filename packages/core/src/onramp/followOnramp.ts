import type { Client } from '../client/types.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNamespace, getActiveNetwork } from '../selectors/networks.ts'
import { ONRAMP_QUOTE_WAIT_MS } from './constants.ts'
import { getOnrampQuoteRequest } from './onrampForm.ts'
import { patchOnramp } from './patchOnramp.ts'

/**
 * Keeps `state.onramp` in step with the rest of the store while `entry` (its Buy view) is in the
 * history:
 * - the quotes follow the form: a new form shows `loading` at once and is quoted once typing
 *   pauses ({@link ONRAMP_QUOTE_WAIT_MS}); an incomplete or refused form has none (`idle`);
 * - on the form, another active network or account starts the purchase over there (a purchase
 *   under way at a provider keeps its address);
 * - once the entry leaves the history (back, close), `state.onramp` is `undefined` again, which
 *   also ends the order's polling.
 */
export function followOnramp(client: Client, entry: RouteEntry): void {
  let quoteKey: string | undefined
  let round = 0
  const check = () => {
    const state = client.store.getState()
    const { onramp } = state
    if (onramp?.entry !== entry) {
      stop()
      return
    }
    if (!state.history.includes(entry)) {
      stop()
      client.store.setState({ onramp: undefined })
      return
    }
    if (onramp.step === 'form') {
      const network = getActiveNetwork(client, state).caipNetworkId
      const address = state.accounts[getActiveNamespace(client, state)]?.address
      if (network !== onramp.caipNetworkId || address !== onramp.address) {
        const sameNetwork = network === onramp.caipNetworkId
        patchOnramp(client, entry, {
          caipNetworkId: network,
          address,
          // The currency chosen may not be sold on the other network: resolved again below.
          ...(sameNetwork ? {} : { provider: undefined }),
        })
        if (!sameNetwork) {
          void import('../actions/fetchOnrampOptions.ts').then((module) =>
            module.fetchOnrampOptions(client),
          )
        }
        return
      }
    }
    if (onramp.step !== 'form') return
    const request = getOnrampQuoteRequest(client, onramp)
    const key = request?.key ?? ''
    if (key === quoteKey) return
    // Set before writing: the write below calls this listener again.
    quoteKey = key
    const current = ++round
    if (!request) {
      if (onramp.quotes.status !== 'idle')
        patchOnramp(client, entry, { quotes: { status: 'idle' } })
      return
    }
    if (onramp.quotes.status !== 'ready' || onramp.quotes.key !== key) {
      patchOnramp(client, entry, { quotes: { status: 'loading' } })
    }
    client.schedule(() => {
      if (current !== round || client.store.getState().onramp?.entry !== entry) return
      void import('../actions/fetchOnrampQuotes.ts').then((module) =>
        module.fetchOnrampQuotes(client),
      )
    }, ONRAMP_QUOTE_WAIT_MS)
  }
  const stop = client.store.subscribe(check)
  check()
}
