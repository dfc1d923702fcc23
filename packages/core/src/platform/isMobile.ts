/**
 * Whether the page runs on a phone or tablet: a coarse pointer without hover, or a mobile user
 * agent. Used by SPEC §2 opening rule 4 and the wallet list.
 */
export function isMobile(
  win: Pick<Window, 'matchMedia' | 'navigator'> | undefined = globalThis.window,
): boolean {
  if (!win) return false
  const coarse = win.matchMedia?.('(pointer: coarse) and (hover: none)').matches ?? false
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(win.navigator?.userAgent ?? '')
}
