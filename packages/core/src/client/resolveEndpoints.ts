import type { Endpoints } from '../types/options.ts'
import type { LogLevel } from './logger.ts'

export type ResolveEndpointsParameters = {
  /** What the site passed as `endpoints`. */
  given: Partial<Endpoints> | undefined
  /** The local `@latch/server` that `npm start` runs. */
  defaults: Endpoints
  /** @defaultValue `'error'`; `'silent'` keeps the warning out of the console too. */
  logLevel?: LogLevel | undefined
  /** The page's location; none outside a browser. @defaultValue `globalThis.location` */
  location?: { hostname: string } | undefined
  /** @defaultValue `console` */
  console?: Pick<Console, 'warn'>
}

/**
 * The hosts a client calls. A host the site didn't give defaults to the local server only where
 * that server can be the visitor's own: outside a browser, or on a page served from a loopback
 * address. Anywhere else it stays empty (`''`: calls to it fail at once with
 * `NetworkRequestError`, nothing is requested) and the console says so once, so a site copied to
 * production never makes its visitors' browsers call their own 127.0.0.1. Wallets the browser
 * announces (EIP-6963, Wallet Standard) need no host and still connect.
 */
export function resolveEndpoints(parameters: ResolveEndpointsParameters): Endpoints {
  const { given = {}, defaults, logLevel = 'error' } = parameters
  const location = 'location' in parameters ? parameters.location : globalThis.location
  const names = Object.keys(defaults) as (keyof Endpoints)[]
  const missing = names.filter((name) => !given[name])
  if (missing.length === 0 || !location || isLoopbackHost(location.hostname)) {
    return { ...defaults, ...withoutEmpty(given) }
  }
  if (logLevel !== 'silent') {
    ;(parameters.console ?? console).warn(
      `[latch] endpoints.${missing.join(', endpoints.')} not set: this page is not on a loopback ` +
        `address, so Latch calls no default host (127.0.0.1:8787). Pass createLatch({ endpoints }) ` +
        'with your @latch/server URLs; see the README, "Endpoints in production".',
    )
  }
  const resolved = { ...withoutEmpty(given) } as Endpoints
  for (const name of missing) resolved[name] = ''
  return resolved
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and `[::1]`: names that always mean this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  )
}

function withoutEmpty(given: Partial<Endpoints>): Partial<Endpoints> {
  return Object.fromEntries(Object.entries(given).filter(([, url]) => url))
}
