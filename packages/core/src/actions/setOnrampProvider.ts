import type { OnrampProviderId } from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'

/** The provider to continue with: one of the quotes' `provider`. */
export type SetOnrampProviderParameters = OnrampProviderId
/** What {@link setOnrampProvider} returns. */
export type SetOnrampProviderReturnType = undefined
/** {@link setOnrampProvider} throws nothing by design. */
export type SetOnrampProviderErrorType = never

/**
 * Picks the provider whose quote the visitor continues with (the best quote is picked until
 * then). An estimate (SPEC §7 fallback) cannot be picked. Does nothing on the way to a provider
 * or while no Buy view is open.
 *
 * @example
 * setOnrampProvider(latch, 'moonpay')
 */
export function setOnrampProvider(
  client: Client,
  provider: SetOnrampProviderParameters,
): SetOnrampProviderReturnType {
  const { onramp } = client.store.getState()
  if (onramp?.step !== 'form' || onramp.quotes.status !== 'ready') return
  const quote = onramp.quotes.quotes.find((candidate) => candidate.provider === provider)
  if (!quote || quote.estimated) return
  patchOnramp(client, onramp.entry, { provider })
}
