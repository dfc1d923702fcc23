// The elements' tags and attributes, apart from the props mapping (attributes.ts): the published
// types reach this file, and must not need @latch/react's.

/** Which button an element renders. */
export type LatchElementKind = 'connect' | 'account' | 'network'

/**
 * The elements' tag names, by the button they render.
 *
 * @example
 * document.querySelector(LATCH_ELEMENTS.connect) // <latch-connect-button>
 */
export const LATCH_ELEMENTS = {
  connect: 'latch-connect-button',
  account: 'latch-account-button',
  network: 'latch-network-button',
} as const satisfies Record<LatchElementKind, string>

/** The attributes each element reads (its `observedAttributes`). */
export const OBSERVED_ATTRIBUTES: Record<LatchElementKind, readonly string[]> = {
  connect: ['label', 'loading-label', 'size', 'namespace', 'balance'],
  account: ['size', 'namespace', 'balance'],
  network: ['size'],
}
