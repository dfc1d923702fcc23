import { useLayoutEffect, useState } from 'react'

/** Rows `[start, end)` to render. */
export type RowRange = { start: number; end: number }

export type GetRowRangeParameters = {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  rowCount: number
  /** Rows rendered beyond each edge, so a fast scroll never shows a blank band. */
  overscan: number
}

/** The rows a viewport shows at `scrollTop`, plus `overscan` rows on each side. */
export function getRowRange(p: GetRowRangeParameters): RowRange {
  const first = Math.floor(p.scrollTop / p.rowHeight)
  const last = Math.ceil((p.scrollTop + p.viewportHeight) / p.rowHeight)
  return {
    start: Math.min(p.rowCount, Math.max(0, first - p.overscan)),
    end: Math.min(p.rowCount, Math.max(0, last + p.overscan)),
  }
}

type Viewport = { firstRow: number; visibleRows: number }

/**
 * Virtual rows of equal height in the scrolling `element`: only the rows in view (plus
 * `overscan`) are rendered, so 10,000 wallets cost what 30 do. State changes only when the
 * scroll crosses a row boundary or the viewport resizes, not on every scroll event.
 */
export function useVirtualRows(
  element: HTMLElement | null,
  { rowCount, rowHeight, overscan }: Omit<GetRowRangeParameters, 'scrollTop' | 'viewportHeight'>,
): RowRange {
  const [viewport, setViewport] = useState<Viewport>({ firstRow: 0, visibleRows: 0 })
  useLayoutEffect(() => {
    if (!element) return
    const measure = () => {
      const firstRow = Math.floor(element.scrollTop / rowHeight)
      const visibleRows = Math.ceil(element.clientHeight / rowHeight) + 1
      setViewport((last) =>
        last.firstRow === firstRow && last.visibleRows === visibleRows
          ? last
          : { firstRow, visibleRows },
      )
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [element, rowHeight])
  return getRowRange({
    scrollTop: viewport.firstRow * rowHeight,
    viewportHeight: viewport.visibleRows * rowHeight,
    rowHeight,
    rowCount,
    overscan,
  })
}
