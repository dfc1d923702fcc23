import type { Client } from '../client/types.ts'

/** What {@link dismissAlert} returns. */
export type DismissAlertReturnType = undefined
/** {@link dismissAlert} throws nothing by design. */
export type DismissAlertErrorType = never

/**
 * Takes the alert shown in the modal away.
 *
 * @example
 * latch.dismissAlert()
 */
export function dismissAlert(client: Client): DismissAlertReturnType {
  client.store.setState({ alert: undefined })
}
