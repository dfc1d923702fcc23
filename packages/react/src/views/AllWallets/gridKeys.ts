/** Leave the grid upwards (to the search box). */
export const EXIT_UP = -1

export type GridMove = {
  key: string
  /** Ctrl (or ⌘) held: Home/End go to the first/last wallet of the grid. */
  ctrlKey: boolean
  index: number
  count: number
  columns: number
  /** Rows one PageUp/PageDown moves. */
  pageRows: number
}

/**
 * Where a key moves focus in a grid laid out in `columns` (WAI-ARIA grid pattern): arrows by
 * one cell, Home/End to the row's ends (with Ctrl, the grid's), PageUp/PageDown by a page of
 * rows. ArrowUp on the first row answers {@link EXIT_UP}; `undefined` means the key is not a
 * grid key. Down from the row above a shorter last row lands on its last wallet.
 */
export function moveInGrid({ key, ctrlKey, index, count, columns, pageRows }: GridMove) {
  const last = count - 1
  const rowStart = index - (index % columns)
  const column = index % columns
  const clampDown = (target: number) =>
    target <= last ? target : Math.floor(target / columns) * columns <= last ? last : index
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return clampDown(index + columns)
    case 'ArrowUp':
      return index >= columns ? index - columns : EXIT_UP
    case 'Home':
      return ctrlKey ? 0 : rowStart
    case 'End':
      return ctrlKey ? last : Math.min(rowStart + columns - 1, last)
    case 'PageDown':
      return clampDown(
        Math.min(index + columns * pageRows, Math.floor(last / columns) * columns + column),
      )
    case 'PageUp':
      return Math.max(index - columns * pageRows, column)
    default:
      return undefined
  }
}
