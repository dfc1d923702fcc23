import { useEffect, useRef } from 'react'

/** Where the frame is drawn, in viewport pixels (what a `position:fixed` iframe needs). */
export type FrameRect = { top: number; left: number; width: number; height: number }

/** How long after mounting the box is measured every frame: the view's slide and the modal's height motion move it without resizing it (SPEC §2 animation durations, 150 ms each). */
const SETTLE_MS = 400

const sameRect = (a: FrameRect | undefined, b: FrameRect) =>
  a !== undefined &&
  a.top === b.top &&
  a.left === b.left &&
  a.width === b.width &&
  a.height === b.height

/**
 * Reports `element`'s viewport rectangle to `show` whenever it may have moved: on mount and
 * through the modal's entry motions, when it or the modal card resizes, on any scroll (captured,
 * so a scrolled ancestor counts) and window resize, and after a transition or animation in the
 * card ends. A rectangle equal to the last one is not sent again. `hide` runs on unmount.
 */
export function useFrameRect(
  element: HTMLElement | null,
  show: (rect: FrameRect) => void,
  hide: () => void,
): void {
  const handlers = useRef({ show, hide })
  handlers.current = { show, hide }
  useEffect(() => {
    if (!element) return
    let last: FrameRect | undefined
    const measure = () => {
      const box = element.getBoundingClientRect()
      const rect = {
        top: Math.round(box.top),
        left: Math.round(box.left),
        width: Math.round(box.width),
        height: Math.round(box.height),
      }
      if (sameRect(last, rect)) return
      last = rect
      handlers.current.show(rect)
    }
    measure()
    const started = performance.now()
    let frame = requestAnimationFrame(function follow() {
      measure()
      if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(follow)
    })
    const card = element.closest('.latch-card') ?? element.parentElement
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (card) {
      observer.observe(card)
      card.addEventListener('transitionend', measure)
      card.addEventListener('animationend', measure)
    }
    window.addEventListener('resize', measure)
    window.addEventListener('scroll', measure, { capture: true, passive: true })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      card?.removeEventListener('transitionend', measure)
      card?.removeEventListener('animationend', measure)
      window.removeEventListener('resize', measure)
      window.removeEventListener('scroll', measure, { capture: true })
      handlers.current.hide()
    }
  }, [element])
}
