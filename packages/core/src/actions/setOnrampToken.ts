import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** The currency to buy: a purchase currency's `id` (from `state.onramp.options`). */
export type SetOnrampTokenParameters = { purchaseCurrency: string }
/** What {@link setOnrampToken} returns. */
export type SetOnrampTokenReturnType = undefined
/** {@link setOnrampToken} throws nothing by design. */
export type SetOnrampTokenErrorType = never

/**
 * Sets the currency the open Buy form buys, on the purchase's network (the active one); the
 * quotes follow. Does nothing on the way to a provider or while no Buy view is open.
 *
 * @example
 * setOnrampToken(latch, { purchaseCurrency: 'ETH' })
 */
export function setOnrampToken(
  client: Client,
  { purchaseCurrency }: SetOnrampTokenParameters,
): SetOnrampTokenReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'form') return
  patchOnramp(client, onramp.entry, { purchaseCurrency })
}
