/**
 * Wraps the global `fetch` so a test file can wait for the requests still in flight (balance
 * reads core starts on its own) before it stops the chains they go to.
 */
export function trackFetches() {
  const original = globalThis.fetch
  const inFlight = new Set<Promise<unknown>>()
  globalThis.fetch = ((...parameters: Parameters<typeof fetch>) => {
    const request = original(...parameters)
    const settled = request.then(
      () => undefined,
      () => undefined,
    )
    inFlight.add(settled)
    void settled.then(() => inFlight.delete(settled))
    return request
  }) as typeof fetch
  return {
    /** Resolves once every request made so far has answered or failed. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight])
    },
    restore() {
      globalThis.fetch = original
    },
  }
}
