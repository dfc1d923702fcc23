import { LatchError, type LatchErrorParameters } from '../errors/base.ts'

/** The amount is more than the account holds of the token. */
export class InsufficientBalanceError extends LatchError {
  override name = 'InsufficientBalanceError'
  readonly symbol: string

  constructor({ symbol, ...parameters }: { symbol: string } & LatchErrorParameters) {
    super(`Not enough ${symbol}`, parameters)
    this.symbol = symbol
  }
}

/** The receiver is neither an address of the chain nor a name we can look up. */
export class InvalidReceiverError extends LatchError {
  override name = 'InvalidReceiverError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Enter a valid address or name', parameters)
  }
}

/** A receiver's name has no address on the network (or the lookup failed). SPEC §8 text. */
export class NameResolutionError extends LatchError {
  override name = 'NameResolutionError'
  readonly receiverName: string

  constructor({ name, ...parameters }: { name: string } & LatchErrorParameters) {
    super('Error resolving name', parameters)
    this.receiverName = name
  }
}

/** The token belongs to another network than the one the send goes out on. */
export class TokenNetworkMismatchError extends LatchError {
  override name = 'TokenNetworkMismatchError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('This token is on another network', parameters)
  }
}

/** The visitor closed the modal before the flow it was opened for finished. SPEC §8 text. */
export class ModalClosedError extends LatchError {
  override name = 'ModalClosedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}
