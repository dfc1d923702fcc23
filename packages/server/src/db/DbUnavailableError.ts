/**
 * The database cannot be reached: the connection was refused or dropped, or the server is
 * shutting down or restarting (a fail-over). The request may succeed when retried shortly; the
 * HTTP layer answers 503 `database_unavailable`.
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError'

  constructor(cause: unknown) {
    super('The database is unavailable', { cause })
  }
}
