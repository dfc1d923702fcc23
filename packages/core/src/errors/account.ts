import { LatchError, type LatchErrorParameters } from './base.ts'

/** `switchAccount` named an address the namespace's connection does not hold. */
export class AccountNotInConnectionError extends LatchError {
  override name = 'AccountNotInConnectionError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Account not found in the connection', parameters)
  }
}

/** SPEC §4: Bitcoin switching is only allowed to payment accounts. */
export class PaymentAccountRequiredError extends LatchError {
  override name = 'PaymentAccountRequiredError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Bitcoin switching is only allowed to payment accounts', parameters)
  }
}
