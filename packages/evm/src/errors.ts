import { LatchError, type LatchErrorParameters } from '@latch/core'

/** The wallet behind a connector id is not (or no longer) present in this page. */
export class ProviderNotFoundError extends LatchError {
  override name = 'ProviderNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/** The network has no HTTP RPC URL to read balances from. */
export class RpcUrlRequiredError extends LatchError {
  override name = 'RpcUrlRequiredError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('URL is required', parameters)
  }
}
