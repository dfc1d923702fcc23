/** How long an idle task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000
/** Where `requestIdleCallback` is missing (Safari), the task runs this long after the load. */
const IDLE_FALLBACK_MS = 50

/**
 * Runs `task` once the page has loaded and the browser is idle (`requestIdleCallback`, or a
 * short timer where it is missing): work that can wait never competes with the page's own
 * loading or with what the visitor is doing. There is no cancelling it: the tasks here load
 * code, which a task that outlived its component loads once for nothing at worst.
 */
export function whenIdle(task: () => void): void {
  const schedule = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(task, IDLE_FALLBACK_MS)
  if (document.readyState === 'complete') schedule()
  else addEventListener('load', schedule)
}
