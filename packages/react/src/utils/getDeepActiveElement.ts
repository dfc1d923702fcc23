/**
 * The element that really has focus: `document.activeElement` stops at a shadow host, so this
 * walks down through open shadow roots (the trigger button lives in one).
 */
export function getDeepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
