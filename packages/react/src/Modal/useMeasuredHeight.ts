import { type RefObject, useLayoutEffect } from 'react'

/**
 * Keeps `container`'s height equal to `element`'s border-box height, for the modal's height
 * animation. The height is written straight from the ResizeObserver callback (after layout,
 * before paint), so the transition starts in the frame the content changed; going through React
 * state would leave the content clipped for a few frames first. No height while the element has
 * no box (the dialog closed), so the next open starts from `auto` instead of animating from zero.
 */
export function useMeasuredHeight(
  element: HTMLElement | null,
  container: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!element) return
    const apply = (value: number) => {
      const target = container.current
      if (target) target.style.height = value > 0 ? `${value}px` : ''
    }
    apply(element.getBoundingClientRect().height)
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]
      apply(size ? size.blockSize : (entry?.target.getBoundingClientRect().height ?? 0))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, container])
}
