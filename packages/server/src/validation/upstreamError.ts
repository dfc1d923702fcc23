import { HttpError } from '../validation/HttpError.ts'

/** A `.catch` handler turning an RPC failure on `where` into 502 `upstream_error`. */
export function upstreamError(where: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError) throw error
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : 'error'
    throw new HttpError(502, 'upstream_error', `Could not read names on ${where}: ${reason}`)
  }
}
