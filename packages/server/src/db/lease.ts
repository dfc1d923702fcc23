import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Db } from './db.ts'

/** How long a lease lasts unless renewed. */
export const LEASE_TTL_MS = 15_000

/** How often the holder renews (and others try to take it over). */
export const LEASE_RENEW_MS = 5_000

/** A name for this process among the instances: host, pid and a random part. */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}

/**
 * Takes or renews the lease `name` for `holder` until `ttlMs` from the database's clock: it
 * succeeds when the lease is free, expired or already `holder`'s. Resolves to whether `holder`
 * holds it now.
 */
export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db.query<{ holder: string }>(
    `INSERT INTO leases (name, holder, expires_at)
     VALUES ($1, $2, now() + $3 * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
       WHERE leases.holder = EXCLUDED.holder OR leases.expires_at < now()
     RETURNING holder`,
    [name, holder, ttlMs],
  )
  return rows[0]?.holder === holder
}

/** Gives the lease up at once (when `holder` holds it), so another instance need not wait. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.query('DELETE FROM leases WHERE name = $1 AND holder = $2', [name, holder])
}

export type LeaseParameters = {
  db: Db
  /** What the lease is for, e.g. 'indexer'. */
  name: string
  /** @defaultValue instanceName() */
  holder?: string | undefined
  /** @defaultValue 15 000 (`LEASE_TTL_MS`) */
  ttlMs?: number | undefined
  /** @defaultValue 5 000 (`LEASE_RENEW_MS`) */
  renewMs?: number | undefined
  /** Told each time this instance starts or stops holding the lease. */
  onChange?: ((held: boolean) => void) | undefined
}

/** A lease this instance keeps trying to hold. */
export type Lease = {
  readonly holder: string
  /** Whether this instance held the lease at its last renewal (and that has not expired). */
  readonly held: boolean
  /** Stops renewing and releases the lease. */
  stop: () => Promise<void>
}

/**
 * Holds a lease in the database among instances: one at a time holds it, renews it every
 * `renewMs`, and another takes over once it is `ttlMs` old (the holder died or lost the
 * database). A failed renewal (database unreachable) counts as not holding. Resolves after the
 * first attempt.
 * @example
 * const lease = await holdLease({ db, name: 'indexer' })
 * if (lease.held) await indexOnce()
 */
export async function holdLease({
  db,
  name,
  holder = instanceName(),
  ttlMs = LEASE_TTL_MS,
  renewMs = LEASE_RENEW_MS,
  onChange,
}: LeaseParameters): Promise<Lease> {
  let held = false
  let heldUntil = 0
  let stopped = false
  const attempt = async () => {
    const startedAt = Date.now()
    let now = false
    try {
      now = await acquireLease(db, name, holder, ttlMs)
    } catch {
      now = false // the database is unreachable: someone else may take over after ttlMs
    }
    if (stopped) return
    if (now) heldUntil = startedAt + ttlMs
    if (now !== held) {
      held = now
      onChange?.(now)
    }
  }
  await attempt()
  let running = Promise.resolve()
  const timer = setInterval(() => {
    running = running.then(attempt)
  }, renewMs)
  timer.unref()
  return {
    holder,
    get held() {
      return held && Date.now() < heldUntil
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
      if (held) await releaseLease(db, name, holder).catch(() => {})
      held = false
    },
  }
}
