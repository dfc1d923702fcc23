import type { Client } from '../client/types.ts'
import { TOAST_SWAP_DELAY_MS } from '../constants.ts'

/** The toast's `id`: hide it only if it is still the one shown. @defaultValue whichever is shown */
export type HideToastParameters = number | undefined
/** What {@link hideToast} returns. */
export type HideToastReturnType = undefined
/** {@link hideToast} throws nothing by design. */
export type HideToastErrorType = never

/**
 * Hides the toast (`id` given: only if it is still that one); it leaves over the swap delay.
 *
 * @example
 * latch.hideToast()
 */
export function hideToast(client: Client, id?: HideToastParameters): HideToastReturnType {
  const current = client.store.getState().toast
  if (!current || (id !== undefined && current.id !== id)) return
  client.store.setState({ toast: { ...current, open: false } })
  client.schedule(() => {
    if (client.store.getState().toast?.id === current.id)
      client.store.setState({ toast: undefined })
  }, TOAST_SWAP_DELAY_MS)
}
