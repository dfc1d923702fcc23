import { LatchError, type LatchErrorParameters } from '@latch/core'

/** The wallet behind a connector id is not (or no longer) present in this page. */
export class ProviderNotFoundError extends LatchError {
  override name = 'ProviderNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/**
 * Trying an ERC-20 transfer (`eth_call`) before asking the wallet failed: it reverted (not enough
 * tokens, a paused token …), answered `false`, or answered nothing for a token not known to be
 * USDT-style.
 */
export class TransferNotConfirmedError extends LatchError {
  override name = 'TransferNotConfirmedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('The token refused this transfer', parameters)
  }
}

/** The receiver's mixed-case address fails its EIP-55 checksum: most likely a typo. */
export class InvalidReceiverChecksumError extends LatchError {
  override name = 'InvalidReceiverChecksumError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('This address has a typo (its checksum does not match)', parameters)
  }
}
