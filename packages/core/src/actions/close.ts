import type { Client } from '../client/types.ts'
import { getInitialView } from '../router/getInitialView.ts'
import { INITIAL_ROUTER_STATE, reset } from '../router/history.ts'
import { isCloseBlocked } from '../selectors/isCloseBlocked.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { shake } from './shake.ts'

/** What {@link close} returns. */
export type CloseReturnType = undefined
/** {@link close} throws nothing by design. */
export type CloseErrorType = never

/**
 * Closes the modal; the view stack resets to Connect (SPEC §2). An embedded modal stays on
 * screen, so it resets to the view opening would show (Account when connected).
 *
 * SPEC §4: while sign-in is required and the account it asks for has no session, the sign and
 * approve views can't be closed: the modal shakes instead (Cancel decides what happens).
 *
 * @example
 * latch.close()
 */
export function close(client: Client): CloseReturnType {
  const state = client.store.getState()
  const { open, alert } = state
  if (isCloseBlocked(state)) {
    shake(client)
    return
  }
  const router = client.options.enableEmbedded
    ? reset(
        getInitialView({
          hasAddress: Boolean(state.accounts[getActiveNamespace(client, state)]?.address),
          hasAdapters: (client.options.adapters ?? []).length > 0,
          isMobile: false,
        }),
      )
    : INITIAL_ROUTER_STATE
  client.store.setState({
    ...router,
    open: false,
    loading: false,
    // A configuration alert stays until fixed; others end with the modal.
    alert: alert?.id === 'PROJECT_ID_NOT_CONFIGURED' ? alert : undefined,
  })
  if (open) client.events.emit('MODAL_CLOSE')
  // A pairing belongs to the open modal: closing it drops the uri and its refresh timer.
  client.options.walletConnect?.glue.cancelWalletConnect(client)
}
