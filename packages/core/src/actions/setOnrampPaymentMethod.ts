import type { OnrampPaymentMethod } from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** How the visitor pays: `'card'` or `'bank_account'` (each with its limits, SPEC §5). */
export type SetOnrampPaymentMethodParameters = OnrampPaymentMethod
/** What {@link setOnrampPaymentMethod} returns. */
export type SetOnrampPaymentMethodReturnType = undefined
/** {@link setOnrampPaymentMethod} throws nothing by design. */
export type SetOnrampPaymentMethodErrorType = never

/**
 * Sets the payment method of the open Buy form: its limits apply (card 10.00–7,500.00, bank
 * account 10.00–25,000.00 by default) and the quotes follow. Does nothing on the way to a
 * provider or while no Buy view is open.
 *
 * @example
 * setOnrampPaymentMethod(latch, 'bank_account')
 */
export function setOnrampPaymentMethod(
  client: Client,
  method: SetOnrampPaymentMethodParameters,
): SetOnrampPaymentMethodReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'form') return
  patchOnramp(client, onramp.entry, { paymentMethod: method })
}
