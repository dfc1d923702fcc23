/** How long an idle task waits for the browser to be idle before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000
/** Where `requestIdleCallback` is missing (Safari), the task runs this long after the load. */
const IDLE_FALLBACK_MS = 50

/**
 * Runs `task` once the page has loaded and the browser is idle (`requestIdleCallback`, or a
 * short timer where it is missing): work that can wait never competes with the page's own
 * loading or with what the visitor is doing. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let live = true
  const run = () => live && task()
  const schedule = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, IDLE_FALLBACK_MS)
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    live = false
  }
}
