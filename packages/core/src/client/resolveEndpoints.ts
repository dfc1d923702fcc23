import type { Endpoints } from '../types/options.ts'
import type { LogLevel } from './logger.ts'

/**
 * The hosts a client calls. A host the site didn't give defaults to the local server only where
 * that server can be the visitor's own: outside a browser, or on a page served from a loopback
 * address. Anywhere else it stays empty (`''`: calls to it fail at once with
 * `NetworkRequestError`, nothing is requested) and the console says so once, so a site copied to
 * production never makes its visitors' browsers call their own 127.0.0.1. Wallets the browser
 * announces (EIP-6963, Wallet Standard) need no host and still connect.
 */
export function resolveEndpoints(
  given: Partial<Endpoints> = {},
  defaults: Endpoints,
  logLevel?: LogLevel,
): Endpoints {
  const hostname = globalThis.location?.hostname
  const resolved = { ...defaults }
  const missing: string[] = []
  for (const name of Object.keys(defaults) as (keyof Endpoints)[]) {
    const url = given[name]
    if (url) resolved[name] = url
    else if (hostname !== undefined && !isLoopbackHost(hostname)) {
      resolved[name] = ''
      missing.push(`endpoints.${name}`)
    }
  }
  // The text is in its own chunk: only a page that lacks endpoints loads it.
  if (missing.length && logLevel !== 'silent') {
    void import('./warnMissingEndpoints.ts').then((module) => module.warnMissingEndpoints(missing))
  }
  return resolved
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and `[::1]`: names that always mean this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname)
}
