import type { Client } from '../client/types.ts'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../constants.ts'
import type { LatchError } from '../errors/base.ts'
import type { ToastVariant } from '../types/state.ts'
import { hideToast } from './hideToast.ts'

/** Parameters of {@link showToast}. */
export type ShowToastParameters = {
  /** The text, in English: what the modal shows when it has no translation for it. */
  message: string
  variant: ToastVariant
  /**
   * The key of the text in the modal's catalogue (namespace `toast`), so the modal shows it in
   * its language rather than `message`.
   */
  key?: string
  /** The values of the key's `{name}` placeholders. */
  values?: { readonly [name: string]: string | number }
  /** The error being reported: the modal shows its class's text in its language. */
  error?: LatchError
  /** Close by itself after a moment. @defaultValue `true`, except for `loading` */
  autoClose?: boolean
}
/** What {@link showToast} returns. */
export type ShowToastReturnType = undefined
/** {@link showToast} throws nothing by design. */
export type ShowToastErrorType = never

/**
 * Shows a toast. One toast at a time: a toast already shown leaves first and the new one appears
 * after the SPEC §9 swap delay (150 ms).
 *
 * @example
 * latch.showToast({ message: 'Address copied', variant: 'success' })
 */
export function showToast(client: Client, parameters: ShowToastParameters): ShowToastReturnType {
  const { toast: current, toastCount } = client.store.getState()
  client.store.setState({ toastCount: toastCount + 1 })
  const toast = {
    id: toastCount + 1,
    message: parameters.message,
    variant: parameters.variant,
    key: parameters.key,
    values: parameters.values,
    error: parameters.error,
    autoClose: parameters.autoClose ?? parameters.variant !== 'loading',
    open: true,
  }
  const appear = () => {
    client.store.setState({ toast })
    if (toast.autoClose) client.schedule(() => hideToast(client, toast.id), TOAST_AUTO_CLOSE_MS)
  }
  if (current?.open) {
    client.store.setState({ toast: { ...current, open: false } })
    client.schedule(appear, TOAST_SWAP_DELAY_MS)
  } else appear()
}
