import { LatchError, type LatchErrorParameters } from './base.ts'

/** A server answered with a non-OK status. SPEC §7: 'HTTP status code: N'. */
export class HttpStatusError extends LatchError {
  override name = 'HttpStatusError'
  readonly status: number
  constructor(status: number, parameters: LatchErrorParameters = {}) {
    super(`HTTP status code: ${status}`, parameters)
    this.status = status
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkRequestError extends LatchError {
  override name = 'NetworkRequestError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Network request failed', parameters)
  }
}
