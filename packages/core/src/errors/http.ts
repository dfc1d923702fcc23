import { LatchError, type LatchErrorParameters } from './base.ts'

/** A server answered with a non-OK status. SPEC §7: 'HTTP status code: N'. */
export class HttpStatusError extends LatchError {
  override name = 'HttpStatusError'
  readonly status: number
  /** The answer's JSON body (e.g. `{ error, message }`), when it had one. */
  readonly body: unknown
  constructor(status: number, parameters: LatchErrorParameters & { body?: unknown } = {}) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
    this.body = parameters.body
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkRequestError extends LatchError {
  override name = 'NetworkRequestError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Network request failed', parameters)
  }
}

/**
 * The server took longer than the time-out to answer (SPEC §9 HTTP: 10 s): it accepted the
 * connection and said nothing, or stopped part-way through the body. The request is aborted.
 */
export class HttpTimeoutError extends LatchError {
  override name = 'HttpTimeoutError'
  /** The time-out that ran out. */
  readonly timeoutMs: number
  constructor(timeoutMs: number, parameters: LatchErrorParameters = {}) {
    super('The request timed out', parameters)
    this.timeoutMs = timeoutMs
  }
}
