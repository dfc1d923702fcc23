import pg from 'pg'

// SQLSTATE codes that mean "this connection (or the server) is gone", not "this statement is
// wrong": class 08 connection exceptions, and the shutdown codes a restart or
// pg_terminate_backend sends (admin_shutdown, crash_shutdown, cannot_connect_now), plus
// too_many_connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])

/**
 * Whether a `pg` failure means the database is unreachable (retry later) rather than that the
 * statement failed: a server error with a connection SQLSTATE, a socket error (`syscall` set:
 * ECONNREFUSED, ECONNRESET, ENOENT for a missing Unix socket …), or pg's own plain `Error` for
 * a connection that ended or a connect time-out (pg raises every statement failure as a
 * `DatabaseError`, and bad parameters as `TypeError`s).
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) {
    const code = error.code ?? ''
    return code.startsWith('08') || UNAVAILABLE_STATES.has(code)
  }
  // Connecting by host name tries each address; all refused comes as one AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isConnectionError)
  if (!(error instanceof Error)) return false
  if ('syscall' in error) return true
  return Object.getPrototypeOf(error) === Error.prototype
}
