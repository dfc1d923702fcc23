import { type RefObject, useLayoutEffect, useRef } from 'react'
import { focusView } from '../../Modal/focus.ts'

/**
 * For a view that swaps its steps in place (Send's form → review → sent, Swap's form → token
 * list → form …): when `step` changes and the control that was pressed went away with the old
 * step, focus goes to the new step's first control instead of falling out of the dialog onto
 * `<body>` (or staying on the dialog itself, where a view's first, still empty, render left it).
 * Focus the visitor put somewhere inside the dialog is left alone.
 *
 * Returns a ref for any element the view renders (a hidden `<span>` does): it finds the dialog.
 */
export function useStepFocus<T extends HTMLElement>(step: string | undefined): RefObject<T | null> {
  const anchor = useRef<T>(null)
  useLayoutEffect(() => {
    const dialog = anchor.current?.closest('dialog')
    if (!step || !dialog) return
    const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement
    if (!active || active === dialog || !dialog.contains(active)) focusView(dialog)
  }, [step])
  return anchor
}
