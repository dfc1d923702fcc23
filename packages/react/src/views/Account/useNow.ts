import { useEffect, useState } from 'react'

/**
 * `Date.now()`, taken again every 30 s while `ticking` (relative times such as "5 minutes ago"
 * stay true while a list shows).
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!ticking) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}
