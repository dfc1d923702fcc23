import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** What the visitor pays, in whole units of the payment currency (`'50'`; `'12,5'` reads as 12.5). */
export type SetOnrampAmountParameters = string
/** What {@link setOnrampAmount} returns. */
export type SetOnrampAmountReturnType = undefined
/** {@link setOnrampAmount} throws nothing by design. */
export type SetOnrampAmountErrorType = never

/**
 * Sets the amount of the open Buy form. The limits of the payment method are checked at once
 * (`getOnrampForm`'s `amountError`: 'Minimum is 10.00 USD' …); the quotes are asked once typing
 * pauses. A decimal comma reads as a point; spaces around are dropped. Does nothing on the way to
 * a provider or while no Buy view is open.
 *
 * @example
 * setOnrampAmount(latch, '50')
 */
export function setOnrampAmount(
  client: Client,
  amount: SetOnrampAmountParameters,
): SetOnrampAmountReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'form') return
  patchOnramp(client, onramp.entry, { amount: amount.replace(',', '.').trim() })
}
