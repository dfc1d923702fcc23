import { LatchError, type LatchErrorParameters } from '@latch/core'

/** The wallet behind a connector id is not (or no longer) registered in this page. */
export class WalletNotFoundError extends LatchError {
  override name = 'WalletNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/** The wallet has not authorized the account an action is for (it was disconnected or switched). */
export class AccountNotAuthorizedError extends LatchError {
  override name = 'AccountNotAuthorizedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** The wallet lacks the Wallet Standard feature an action needs (e.g. `solana:signMessage`). */
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

/** The wallet's account does not support the network asked for. */
export class WalletChainNotSupportedError extends LatchError {
  override name = 'WalletChainNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

/** The mint account does not exist or is not owned by a token program. */
export class InvalidMintError extends LatchError {
  override name = 'InvalidMintError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Invalid token mint', parameters)
  }
}
