import { type AlertId, getAlert } from '../alerts/alerts.ts'
import type { LatchClient } from '../client/createLatch.ts'
import { SHAKE_DURATION_MS } from '../constants.ts'

/** Shows one of the SPEC §8 alerts in the modal. */
export function showAlert(client: LatchClient, id: AlertId): void {
  client.store.setState({ alert: getAlert(id) })
}

export function dismissAlert(client: LatchClient): void {
  client.store.setState({ alert: undefined })
}

/** Shakes the modal (SPEC §4: 500 ms) to say "not like that". */
export function shake(client: LatchClient): void {
  client.store.setState({ shaking: true })
  client.schedule(() => client.store.setState({ shaking: false }), SHAKE_DURATION_MS)
}
