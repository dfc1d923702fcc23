import type { Client } from '../client/types.ts'
import { ModalClosedError } from '../send/errors.ts'
import type { SendTokenReturnType } from './sendToken.ts'

/** When the wait began (ms since epoch): a success from then on counts. @defaultValue `0` */
export type WaitForSendParameters = number
/** What {@link waitForSend} resolves with. */
export type WaitForSendReturnType = SendTokenReturnType
/** What {@link waitForSend} may throw, by class. */
export type WaitForSendErrorType = ModalClosedError

/**
 * Waits for the send the WalletSend view was opened for: resolves with its hash on the first
 * SEND_SUCCESS, rejects with {@link ModalClosedError} ('Modal closed', SPEC §4: closing rejects
 * pending flows) when the modal closes first. `since` (ms) is when the wait began: a success
 * emitted from then on counts even if it came before this module finished loading.
 */
export function waitForSend(
  client: Client,
  since: WaitForSendParameters = 0,
): Promise<WaitForSendReturnType> {
  return new Promise((resolve, reject) => {
    // This module loads on demand: a send may have finished, or the modal closed, meanwhile.
    const last = client.events.last()
    if (last?.data.event === 'SEND_SUCCESS' && last.timestamp >= since) {
      resolve({ hash: String(last.data.properties?.hash) })
      return
    }
    if (!client.store.getState().open) {
      reject(new ModalClosedError())
      return
    }
    const stop = client.events.subscribe(({ data }) => {
      if (data.event === 'SEND_SUCCESS') {
        stop()
        resolve({ hash: String(data.properties?.hash) })
      } else if (data.event === 'MODAL_CLOSE') {
        stop()
        reject(new ModalClosedError())
      }
    })
  })
}
