/** Events a site can follow with `latch.subscribeEvents` / `useLatchEvents` (SPEC-named). */
export type LatchEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'OPEN_SEND'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SEND_REJECTED'
  | 'OPEN_SWAP'
  | 'SWAP_INITIATED'
  | 'SWAP_SUCCESS'
  | 'SWAP_ERROR'
  | 'SWAP_REJECTED'
  | 'OPEN_BUY'
  | 'SELECT_BUY_PROVIDER'
  | 'BUY_SUCCESS'
  | 'BUY_ERROR'
  | 'SIWX_SIGN_START'
  | 'SIWX_SIGN_SUCCESS'
  | 'SIWX_SIGN_ERROR'
  | 'SIWX_SIGN_CANCEL'
  | 'SIWX_SIGN_OUT'
  | 'EMAIL_LOGIN_SELECTED'
  | 'EMAIL_SUBMITTED'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'DEVICE_REGISTERED_FOR_EMAIL'
  | 'EMAIL_EDIT'
  | 'EMAIL_EDIT_CODE_SENT'
  | 'EMAIL_EDIT_CODE_FAIL'
  | 'EMAIL_EDIT_COMPLETE'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_CANCELED'

/** One event: its SPEC name, properties and time. */
export type LatchEvent = {
  timestamp: number
  data: { type: 'track'; event: LatchEventName; properties?: Record<string, unknown> }
}

/** Receives every event (see `latch.subscribeEvents`). */
export type LatchEventListener = (event: LatchEvent) => void

export type EventEmitter = {
  emit(event: LatchEventName, properties?: Record<string, unknown>): void
  subscribe(listener: LatchEventListener): () => void
  /** The last event emitted, for late subscribers (hooks rendering after the fact). */
  last(): LatchEvent | undefined
}

/** One emitter per client; a throwing listener doesn't stop the others. */
export function createEventEmitter(onListenerError: (error: unknown) => void): EventEmitter {
  const listeners = new Set<LatchEventListener>()
  let lastEvent: LatchEvent | undefined
  return {
    emit(event, properties) {
      const emitted: LatchEvent = {
        timestamp: Date.now(),
        data: { type: 'track', event, ...(properties ? { properties } : {}) },
      }
      lastEvent = emitted
      for (const listener of [...listeners]) {
        try {
          // This event, not `lastEvent`: a listener may emit another one meanwhile.
          listener(emitted)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    last: () => lastEvent,
  }
}
