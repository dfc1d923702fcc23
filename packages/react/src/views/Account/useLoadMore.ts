import { useEffect, useRef } from 'react'

/**
 * Infinite scroll: calls `onMore` whenever the returned element (placed after the last row)
 * comes into view while `enabled`. IntersectionObserver clips by the scrolling panel, so the
 * viewport as root is enough. Browsers without it get no automatic paging.
 */
export function useLoadMore<E extends Element>(enabled: boolean, onMore: () => void) {
  const sentinel = useRef<E | null>(null)
  const more = useRef(onMore)
  more.current = onMore
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current()
      },
      { rootMargin: '0px 0px 160px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return sentinel
}
