import type { Client } from '../client/types.ts'
import { followOnramp } from '../onramp/followOnramp.ts'
import { onrampEventProperties } from '../onramp/onrampEvents.ts'
import type { OnrampState } from '../onramp/onrampState.ts'
import type { RouteEntry } from '../router/views.ts'
import { getActiveNamespace, getActiveNetwork } from '../selectors/networks.ts'
import { fetchOnrampOptions } from './fetchOnrampOptions.ts'

/** The OnRampProviders entry of the history the purchase is for; its parameters fill the form. */
export type StartOnrampParameters = Extract<RouteEntry, { view: 'OnRampProviders' }>
/** What {@link startOnramp} returns. */
export type StartOnrampReturnType = undefined
/** {@link startOnramp} throws nothing by design. */
export type StartOnrampErrorType = never

/**
 * Starts the purchase of a Buy view (SPEC §1 on-ramp): `state.onramp` starts over for the active
 * account on the active network, filled in from the view's arguments (`purchaseCurrency`,
 * `amount`, `paymentCurrency`, `paymentMethod`; USDC, USD and card by default), OPEN_BUY is
 * emitted, and the options (SPEC §7 `GET /v1/onramp/options`) and the quotes follow (see
 * `followOnramp`). It lasts while the entry is in the history. Starting the same entry again does
 * nothing, so a view may call it each time it mounts.
 *
 * @example
 * startOnramp(latch, { view: 'OnRampProviders', params: { purchaseCurrency: 'USDC', amount: '50' } })
 */
export function startOnramp(client: Client, entry: StartOnrampParameters): StartOnrampReturnType {
  const state = client.store.getState()
  if (state.onramp?.entry === entry) return
  const params = entry.params ?? {}
  const namespace = getActiveNamespace(client, state)
  const onramp: OnrampState = {
    entry,
    caipNetworkId: getActiveNetwork(client, state).caipNetworkId,
    address: state.accounts[namespace]?.address,
    options: { status: 'loading' },
    // Resolved against the options once they are in (an id or a symbol).
    purchaseCurrency: params.purchaseCurrency,
    paymentCurrency: (params.paymentCurrency ?? 'USD').toUpperCase(),
    amount: (params.amount ?? '').replace(',', '.').trim(),
    paymentMethod: params.paymentMethod === 'bank_account' ? 'bank_account' : 'card',
    quotes: { status: 'idle' },
    provider: undefined,
    step: 'form',
    order: undefined,
    error: undefined,
  }
  client.store.setState({ onramp })
  void fetchOnrampOptions(client)
  followOnramp(client, entry)
  client.events.emit('OPEN_BUY', onrampEventProperties(onramp))
}
