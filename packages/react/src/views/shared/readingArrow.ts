/**
 * The arrow key a visitor pressed, read along the modal's writing direction: in a right-to-left
 * modal the lists are mirrored, so ArrowLeft goes to the next item and ArrowRight to the
 * previous one (WAI-ARIA: arrows move the way they point on screen). Callers keep handling
 * `'ArrowRight'` as "next"; other keys come back as they are.
 */
export function readingArrow(event: { key: string; currentTarget: Element }): string {
  if (!event.currentTarget.matches(':dir(rtl)')) return event.key
  if (event.key === 'ArrowLeft') return 'ArrowRight'
  if (event.key === 'ArrowRight') return 'ArrowLeft'
  return event.key
}
