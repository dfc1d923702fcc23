import { LatchError, type LatchErrorParameters } from '@latch/core'

/** The wallet behind a connector id is not (or no longer) in this page. */
export class WalletNotFoundError extends LatchError {
  override name = 'WalletNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/** The wallet has not authorized the address an action is for. */
export class AccountNotAuthorizedError extends LatchError {
  override name = 'AccountNotAuthorizedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** The wallet lacks the feature an action needs (e.g. `bitcoin:signMessage`). */
export class WalletFeatureNotSupportedError extends LatchError {
  override name = 'WalletFeatureNotSupportedError'
  readonly feature: string
  constructor(feature: string, parameters: LatchErrorParameters = {}) {
    super('The wallet does not support this request', {
      details: `the wallet has no ${feature} feature`,
      ...parameters,
    })
    this.feature = feature
  }
}

/** The wallet's addresses are not on the network asked for. */
export class WalletChainNotSupportedError extends LatchError {
  override name = 'WalletChainNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

/** No Bitcoin node or indexer is configured: balances and sends are not available (SPEC §9). */
export class BitcoinReadNotSupportedError extends LatchError {
  override name = 'BitcoinReadNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Bitcoin balances and sends are not supported', parameters)
  }
}

/** A sats-connect provider answered with a JSON-RPC error; `code` is kept (4001 …). */
export class SatsConnectRequestError extends LatchError {
  override name = 'SatsConnectRequestError'
  readonly code: number
  constructor(code: number, parameters: LatchErrorParameters = {}) {
    super('The wallet refused the request', parameters)
    this.code = code
  }
}
