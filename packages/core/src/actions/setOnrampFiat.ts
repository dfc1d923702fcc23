import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** The payment currency's id (`'USD'`, `'EUR'`), one the options list. */
export type SetOnrampFiatParameters = string
/** What {@link setOnrampFiat} returns. */
export type SetOnrampFiatReturnType = undefined
/** {@link setOnrampFiat} throws nothing by design. */
export type SetOnrampFiatErrorType = never

/**
 * Sets the currency the visitor pays in; its limits apply (SPEC §5) and the quotes follow. Does
 * nothing on the way to a provider or while no Buy view is open.
 *
 * @example
 * setOnrampFiat(latch, 'EUR')
 */
export function setOnrampFiat(
  client: Client,
  currency: SetOnrampFiatParameters,
): SetOnrampFiatReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'form') return
  patchOnramp(client, onramp.entry, { paymentCurrency: currency.toUpperCase() })
}
