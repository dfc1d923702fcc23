import { type AlertId, getAlert } from '../alerts/alerts.ts'
import type { Client } from '../client/types.ts'

/** Which SPEC §8 alert to show. */
export type ShowAlertParameters = AlertId
/** What {@link showAlert} returns. */
export type ShowAlertReturnType = undefined
/** {@link showAlert} throws nothing by design. */
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
