import { type AlertId, getAlert } from '../alerts/alerts.ts'
import type { Client } from '../client/types.ts'
import { SHAKE_DURATION_MS } from '../constants.ts'

/** Shows one of the SPEC §8 alerts in the modal. */
export function showAlert(client: Client, id: AlertId): void {
  client.store.setState({ alert: getAlert(id) })
}

export function dismissAlert(client: Client): void {
  client.store.setState({ alert: undefined })
}

/** Shakes the modal (SPEC §4: 500 ms) to say "not like that". */
export function shake(client: Client): void {
  client.store.setState({ shaking: true })
  client.schedule(() => client.store.setState({ shaking: false }), SHAKE_DURATION_MS)
}
