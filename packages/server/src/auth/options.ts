import {
  AUTH_CLOCK_SKEW_MS,
  AUTH_NONCE_LIFETIME_MS,
  AUTH_SESSION_LIFETIME_MS,
} from './constants.ts'

/** Settings of the sign-in routes (`/auth/v1/…`). */
export type AuthOptions = {
  /** @defaultValue 600000 (10 minutes) */
  nonceLifetimeMs?: number | undefined
  /** The longest session; a message's `expirationTime` can shorten it. @defaultValue 604800000 (7 days) */
  sessionLifetimeMs?: number | undefined
  /** How far a client's clock may run ahead (`issuedAt`, `notBefore`). @defaultValue 60000 */
  clockSkewMs?: number | undefined
  /** The clock (milliseconds since 1970), for tests. @defaultValue Date.now */
  now?: (() => number) | undefined
}

/** {@link AuthOptions} with every default filled in. */
export type ResolvedAuthOptions = {
  nonceLifetimeMs: number
  sessionLifetimeMs: number
  clockSkewMs: number
  now: () => number
}

/** Fills in the defaults; throws on a lifetime that is not a positive number of milliseconds. */
export function resolveAuthOptions(options: AuthOptions = {}): ResolvedAuthOptions {
  const resolved = {
    nonceLifetimeMs: options.nonceLifetimeMs ?? AUTH_NONCE_LIFETIME_MS,
    sessionLifetimeMs: options.sessionLifetimeMs ?? AUTH_SESSION_LIFETIME_MS,
    clockSkewMs: options.clockSkewMs ?? AUTH_CLOCK_SKEW_MS,
    now: options.now ?? Date.now,
  }
  for (const key of ['nonceLifetimeMs', 'sessionLifetimeMs'] as const) {
    if (!Number.isSafeInteger(resolved[key]) || resolved[key] <= 0) {
      throw new Error(`auth.${key} must be a positive whole number of milliseconds`)
    }
  }
  if (!Number.isSafeInteger(resolved.clockSkewMs) || resolved.clockSkewMs < 0) {
    throw new Error('auth.clockSkewMs must be a whole number of milliseconds, 0 or more')
  }
  return resolved
}
