import { HttpError } from './HttpError.ts'

/**
 * A `.catch` handler turning an RPC failure while reading `what` on `where` into 502
 * `upstream_error` ("Could not read balances on eip155:1: <first line of the cause>").
 * An HttpError passes through unchanged.
 */
export function upstreamError(what: string, where: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError) throw error
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : 'error'
    throw new HttpError(502, 'upstream_error', `Could not read ${what} on ${where}: ${reason}`)
  }
}
