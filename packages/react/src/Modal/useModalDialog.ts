import type { LatchClient } from '@latch/core'
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { getDeepActiveElement } from '../utils/getDeepActiveElement.ts'
import { focusView } from './focus.ts'

/**
 * Drives the native `<dialog>` from the store: `showModal()` when `open` turns true (the page
 * becomes inert, the dialog enters the top layer), `close()` when it turns false. Focus moves to
 * the view's first control on open and on every view change, and goes back to the element that
 * had it before opening (found through shadow roots: the trigger button lives in one).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  client: LatchClient,
  open: boolean,
  viewKey: string,
): void {
  const returnFocus = useRef<Element | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new viewKey is a new view, which takes focus
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open) {
      if (!dialog.open) {
        returnFocus.current = getDeepActiveElement()
        dialog.showModal()
      }
      focusView(dialog)
      return
    }
    if (dialog.open) dialog.close()
    const target = returnFocus.current
    returnFocus.current = null
    if (target instanceof HTMLElement && target.isConnected) target.focus()
  }, [dialogRef, open, viewKey])

  // Unmounted while open (provider gone): still hand focus back.
  useLayoutEffect(() => {
    return () => {
      const target = returnFocus.current
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    }
  }, [])

  // Keep the store the source of truth if the browser closes the dialog by itself (a second
  // Escape without user activation skips `cancel` in Chromium's close-watcher rules).
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onClose = () => {
      // The event is queued: a dialog opened again since (open() right after a close) is not
      // closed by the first close's event.
      if (dialog.open) return
      if (!client.getState().open) return
      client.close()
      // Core refused (SPEC §4: a required sign-in can't be closed): the dialog comes back.
      if (client.getState().open && !dialog.open) dialog.showModal()
    }
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [dialogRef, client])
}
