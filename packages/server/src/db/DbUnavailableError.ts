/**
 * The database cannot be reached: the connection was refused or dropped, or the server is
 * shutting down or restarting (a fail-over). The request may succeed when retried shortly; the
 * HTTP layer answers 503 `database_unavailable`.
 *
 * @example
 * try {
 *   await db.query('SELECT 1')
 * } catch (error) {
 *   if (error instanceof DbUnavailableError) console.warn('database down, retry later')
 *   else throw error
 * }
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError'

  constructor(cause: unknown) {
    super('The database is unavailable', { cause })
  }
}
