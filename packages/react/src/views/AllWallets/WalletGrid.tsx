import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { SvgIcon } from '../../icons/icons.tsx'
import { readingArrow } from '../shared/readingArrow.ts'
import { EXIT_UP, moveInGrid } from './gridKeys.ts'
import { useVirtualRows } from './useVirtualRows.ts'
import type { WalletItem } from './useWalletItems.ts'
import { WalletImage } from './WalletImage.tsx'

export const GRID_COLUMNS = 4
/** One row of tiles: the CSS tile (88 px) plus the gap below it. */
export const ROW_HEIGHT_PX = 96
const OVERSCAN_ROWS = 2
/** Start loading the next page when the rendered rows come this close to the end. */
const NEAR_END_ROWS = 2

export type WalletGridHandle = { focus(): void }

export type WalletGridProps = {
  items: readonly WalletItem[]
  label: string
  /** Said after an installed wallet's name (', installed'). */
  installedText: string
  onSelect(item: WalletItem): void
  /** The rendered rows reached the end of the list: load more. */
  onNearEnd?: (() => void) | undefined
  /** ArrowUp on the first row. */
  onExitUp(): void
  handle: RefObject<WalletGridHandle | null>
  /** Shown under the grid, inside the scroll area (loading row, error row). */
  footer?: ReactNode
}

/**
 * The AllWallets grid (WAI-ARIA grid pattern): one tab stop (roving tabindex), arrows move
 * between wallets, Enter or Space picks one. Rows are virtual (see useVirtualRows); the row of
 * the focused wallet always stays rendered so focus is never dropped by a scroll.
 */
export function WalletGrid(props: WalletGridProps) {
  const { items, label, installedText, onSelect, onNearEnd, onExitUp, handle, footer } = props
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | undefined>(undefined)
  const rowCount = Math.ceil(items.length / GRID_COLUMNS)
  const range = useVirtualRows(scroller, {
    rowCount,
    rowHeight: ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  })
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0))

  const focusItem = (index: number) => {
    if (!scroller) return
    const top = Math.floor(index / GRID_COLUMNS) * ROW_HEIGHT_PX
    const bottom = top + ROW_HEIGHT_PX - scroller.clientHeight
    if (top < scroller.scrollTop) scroller.scrollTop = top
    else if (bottom > scroller.scrollTop) scroller.scrollTop = bottom
    const target = scroller.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (target) return target.focus({ preventScroll: true })
    // Not rendered yet: as the active wallet its row renders, then it takes focus.
    pendingFocus.current = index
    setActive(index)
  }
  useImperativeHandle(handle, () => ({ focus: () => focusItem(activeIndex) }))
  // After the render that put the target's row in the DOM.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    const target = scroller?.querySelector<HTMLElement>(`[data-index="${index}"]`)
    if (index === undefined || !target) return
    pendingFocus.current = undefined
    target.focus({ preventScroll: true })
  })
  const lastRenderedRow = range.end - 1
  useEffect(() => {
    if (lastRenderedRow >= rowCount - NEAR_END_ROWS) onNearEnd?.()
  }, [lastRenderedRow, rowCount, onNearEnd])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset.index)
    if (!Number.isInteger(index)) return
    const pageRows = Math.max(1, Math.floor((scroller?.clientHeight ?? 0) / ROW_HEIGHT_PX))
    const next = moveInGrid({
      key: readingArrow(event),
      ctrlKey: event.ctrlKey || event.metaKey,
      index,
      count: items.length,
      columns: GRID_COLUMNS,
      pageRows,
    })
    if (next === undefined) return
    event.preventDefault()
    if (next === EXIT_UP) onExitUp()
    else focusItem(next)
  }

  const rows: number[] = []
  for (let row = range.start; row < range.end; row++) rows.push(row)
  const activeRow = Math.floor(activeIndex / GRID_COLUMNS)
  if (rowCount && !rows.includes(activeRow)) rows.push(activeRow)
  rows.sort((a, b) => a - b)

  return (
    <div ref={setScroller} className="latch-aw-scroll">
      {/* Divs, not a table: virtual rows are positioned one by one, which table layout can't. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount}
        aria-colcount={GRID_COLUMNS}
        className="latch-aw-grid"
        style={{ height: rowCount * ROW_HEIGHT_PX }}
        onKeyDown={onKeyDown}
      >
        {rows.map((row) => (
          // biome-ignore lint/a11y/useSemanticElements: virtual row (see above)
          // biome-ignore lint/a11y/useFocusableInteractive: focus moves between the wallets, not rows
          <div
            key={row}
            role="row"
            aria-rowindex={row + 1}
            className="latch-aw-row"
            style={{ transform: `translateY(${row * ROW_HEIGHT_PX}px)` }}
          >
            {items.slice(row * GRID_COLUMNS, (row + 1) * GRID_COLUMNS).map((item, column) => {
              const index = row * GRID_COLUMNS + column
              return (
                // biome-ignore lint/a11y/useSemanticElements: virtual row (see above)
                // biome-ignore lint/a11y/useFocusableInteractive: the cell's button takes focus
                <div key={item.key} role="gridcell" aria-colindex={column + 1}>
                  <button
                    type="button"
                    className="latch-aw-wallet"
                    data-index={index}
                    data-installed={item.connector ? '' : undefined}
                    tabIndex={index === activeIndex ? 0 : -1}
                    title={item.name}
                    onClick={() => onSelect(item)}
                    onFocus={() => setActive(index)}
                  >
                    <span className="latch-aw-face">
                      <WalletImage name={item.name} url={item.imageUrl} />
                      {item.connector ? (
                        <span className="latch-aw-installed">
                          <SvgIcon name="check" size={10} />
                        </span>
                      ) : null}
                    </span>
                    <span className="latch-aw-name">{item.name}</span>
                    {item.connector ? (
                      <span className="latch-hidden-text">{installedText}</span>
                    ) : null}
                  </button>
                </div>
              )
            })}
          </div>
        ))}
      </div>
      {footer}
    </div>
  )
}
