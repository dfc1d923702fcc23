import { LatchError, type LatchErrorParameters } from './base.ts'

/** The visitor declined in their wallet (EIP-1193 4001). SPEC §8 'Connection rejected'. */
export class ConnectionRejectedError extends LatchError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Connection rejected', parameters)
  }
}

/** Connecting failed for another reason. SPEC §8 'Failed to connect'. */
export class ConnectFailedError extends LatchError {
  override name = 'ConnectFailedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

/**
 * WalletConnect's relay could not be reached: no pairing code came within
 * `PAIRING_URI_TIMEOUT_MS`. The cause of a {@link ConnectFailedError}; the other ways to connect
 * (installed wallets, email) are unaffected.
 */
export class RelayUnavailableError extends LatchError {
  override name = 'RelayUnavailableError'
  /** The time the pairing was given. */
  readonly timeoutMs: number
  constructor(timeoutMs: number, parameters: LatchErrorParameters = {}) {
    super('WalletConnect is unavailable right now', parameters)
    this.timeoutMs = timeoutMs
  }
}

/** SPEC §8 'No connector found for connection'. */
export class ConnectorNotFoundError extends LatchError {
  override name = 'ConnectorNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/** No adapter handles the namespace. SPEC §8 'Adapter not found'. */
export class AdapterNotFoundError extends LatchError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Adapter not found', parameters)
  }
}

/** SPEC §8 'Failed to disconnect'. */
export class DisconnectFailedError extends LatchError {
  override name = 'DisconnectFailedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** SPEC §8 'Failed to disconnect chain': one namespace could not be disconnected. */
export class DisconnectChainFailedError extends LatchError {
  override name = 'DisconnectChainFailedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Failed to disconnect chain', parameters)
  }
}

/** SPEC §8 'Network not found'. */
export class NetworkNotFoundError extends LatchError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/** The wallet refused to switch or add the chain. SPEC §8 'Chain is not supported'. */
export class ChainNotSupportedError extends LatchError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

/** The visitor declined a signature. SPEC §8 'Signature declined'. */
export class SignatureDeclinedError extends LatchError {
  override name = 'SignatureDeclinedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Signature declined', parameters)
  }
}

/** The visitor declined a transaction in their wallet. */
export class TransactionRejectedError extends LatchError {
  override name = 'TransactionRejectedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Transaction rejected', parameters)
  }
}

/** An account action needs a connected account. SPEC §8 'No ActiveCaipAddress found'. */
export class NotConnectedError extends LatchError {
  override name = 'NotConnectedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}
