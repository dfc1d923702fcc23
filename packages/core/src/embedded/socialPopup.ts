import { SocialPopupClosedError } from '../errors/social.ts'
import {
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_WIDTH,
  SOCIAL_RESULT_MESSAGE_TYPE,
} from './constants.ts'

/**
 * Opens the social login popup, empty, centred on the page's window (SPEC §9: 600x800). It must
 * run synchronously inside the click: browsers block popups opened after an `await`. Returns
 * null when blocked. The popup keeps `window.opener` (no `noopener`): its callback page posts the
 * result back to it.
 */
export function openSocialPopup(): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - SOCIAL_POPUP_WIDTH) / 2)
  const top = Math.max(0, window.screenY + (window.outerHeight - SOCIAL_POPUP_HEIGHT) / 2)
  return window.open(
    '',
    'latch-social',
    `popup,width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`,
  )
}

// The callback page posts, then closes itself: a close seen just before its message is handled
// is given this long before it counts as the visitor's.
const CLOSED_GRACE_MS = 500

/**
 * Waits for the popup's result URI. SPEC §4: only a `latch:social-result` message from the frame
 * origin (`event.origin`) and from this popup (`event.source`) counts; anything else is ignored.
 * The popup is checked every second (SPEC §9): closed, it rejects with SocialPopupClosedError.
 */
export function waitForSocialResult(
  popup: Window,
  frameOrigin: string,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage)
      clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== popup) return
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (typeof data !== 'object' || data === null) return
      if (data.type !== SOCIAL_RESULT_MESSAGE_TYPE || typeof data.resultUri !== 'string') return
      stop()
      resolve(data.resultUri)
    }
    const onAbort = () => {
      stop()
      reject(signal?.reason)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      clearInterval(timer)
      setTimeout(() => {
        stop()
        reject(new SocialPopupClosedError())
      }, CLOSED_GRACE_MS)
    }, SOCIAL_POPUP_POLL_MS)
    window.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
