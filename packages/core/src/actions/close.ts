import type { LatchClient } from '../client/createLatch.ts'
import { INITIAL_ROUTER_STATE } from '../router/history.ts'

/** Closes the modal; the view stack resets to Connect (SPEC §2). */
export function close(client: LatchClient): void {
  const { open, alert } = client.store.getState()
  client.store.setState({
    ...INITIAL_ROUTER_STATE,
    open: false,
    loading: false,
    // A configuration alert stays until fixed; others end with the modal.
    alert: alert?.id === 'PROJECT_ID_NOT_CONFIGURED' ? alert : undefined,
  })
  if (open) client.events.emit('MODAL_CLOSE')
}
