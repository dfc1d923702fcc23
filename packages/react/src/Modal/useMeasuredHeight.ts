import { useLayoutEffect, useState } from 'react'

/**
 * The border-box height of `element`, followed with a ResizeObserver, for the modal's height
 * animation. `undefined` while the element has no box (e.g. the dialog is closed), so the next
 * open starts from `auto` instead of animating up from zero.
 */
export function useMeasuredHeight(element: HTMLElement | null): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useLayoutEffect(() => {
    if (!element) return
    const measure = (value: number) => setHeight(value > 0 ? value : undefined)
    measure(element.getBoundingClientRect().height)
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]
      measure(size ? size.blockSize : (entry?.target.getBoundingClientRect().height ?? 0))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return height
}
