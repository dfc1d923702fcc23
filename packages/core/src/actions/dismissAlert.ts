import type { Client } from '../client/types.ts'

export type DismissAlertReturnType = undefined
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
