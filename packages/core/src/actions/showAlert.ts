import { type AlertId, getAlert } from '../alerts/alerts.ts'
import type { Client } from '../client/types.ts'

/** Which SPEC §8 alert to show. */
export type ShowAlertParameters = AlertId
export type ShowAlertReturnType = undefined
export type ShowAlertErrorType = never

/**
 * Shows one of the SPEC §8 alerts in the modal until it is dismissed.
 *
 * @example
 * latch.showAlert('NETWORK_NOT_FOUND')
 */
export function showAlert(client: Client, id: ShowAlertParameters): ShowAlertReturnType {
  client.store.setState({ alert: getAlert(id) })
}
