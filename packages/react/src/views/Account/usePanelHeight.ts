import { type RefObject, useLayoutEffect, useState } from 'react'

/** The tab panel never gets smaller than this (two rows and a half) or taller than this. */
export const PANEL_MIN_HEIGHT_PX = 136
export const PANEL_MAX_HEIGHT_PX = 296

/**
 * The tab panel's height: what is left of the dialog's maximum height (the viewport) once the
 * rest of the Account view and the dialog's own header and footer are placed, within
 * [136, 296] px. The modal clips a view taller than the viewport, so without this the Network
 * and Disconnect rows under the tabs would be cut off on a short screen. Measured again when the
 * window resizes and when `layoutKey` changes; `undefined` until measured (CSS gives a
 * fallback height).
 */
export function usePanelHeight(panel: RefObject<HTMLElement | null>, layoutKey: string) {
  const [height, setHeight] = useState<number | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey names what changes the layout
  useLayoutEffect(() => {
    const element = panel.current
    const card = element?.closest<HTMLElement>('.latch-card')
    const body = card?.querySelector<HTMLElement>('.latch-body')
    const view = element?.closest<HTMLElement>('.latch-view')
    if (!element || !card || !body || !view) return
    const measure = () => {
      const maxCard = Number.parseFloat(getComputedStyle(card).maxHeight)
      if (!Number.isFinite(maxCard)) return
      // The dialog's header and footer, and the view without its panel. Layout sizes, not
      // bounding boxes: the dialog scales in as it opens.
      const chrome = card.offsetHeight - body.offsetHeight
      const rest = view.offsetHeight - element.offsetHeight
      const fits = Math.floor(maxCard - chrome - rest)
      setHeight(Math.min(PANEL_MAX_HEIGHT_PX, Math.max(PANEL_MIN_HEIGHT_PX, fits)))
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [panel, layoutKey])
  return height
}
