import { useEffect, useState } from 'react'

/**
 * Whole seconds left until `blockedUntil` (a `Date.now()` time), counting down once a second;
 * 0 once it has passed. Core blocks a new read for 30 s after a failure (SPEC §4), so a retry
 * button shows the wait instead of pretending to try.
 */
export function useRetryCountdown(blockedUntil: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (blockedUntil <= Date.now()) return
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= blockedUntil) clearInterval(timer)
    }, 1_000)
    return () => clearInterval(timer)
  }, [blockedUntil])
  return Math.max(0, Math.ceil((blockedUntil - now) / 1_000))
}
