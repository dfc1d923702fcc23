import type { KeyboardEvent as ReactKeyboardEvent } from 'react'
import { getFocusable } from '../utils/getFocusable.ts'

/** Focuses the first control of the current view, else `fallback` (the dialog itself). */
export function focusView(container: HTMLElement, fallback: HTMLElement = container): void {
  const view = container.querySelector<HTMLElement>('.latch-view')
  const target = (view && getFocusable(view)[0]) ?? fallback
  target.focus()
}

/**
 * Keeps Tab inside `container`: from the last control to the first and back. `showModal()`
 * already makes the page inert, but when the page itself sits in an iframe, Tab would leave
 * the frame; wrapping by hand keeps focus in the dialog either way.
 */
export function wrapTab(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const items = getFocusable(container)
  const first = items[0]
  const last = items.at(-1)
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement
  if (!first || !last) {
    event.preventDefault()
    container.focus()
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
