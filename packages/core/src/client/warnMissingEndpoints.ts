/** The one console warning of a page without `endpoints` that is not on loopback (see resolveEndpoints). */
export function warnMissingEndpoints(missing: readonly string[]): void {
  console.warn(
    `[latch] ${missing.join(', ')} not set: on a page that is not on a loopback address no ` +
      'default host (127.0.0.1:8787) is called. Set them to your @latch/server (createLatch({ endpoints })).',
  )
}
