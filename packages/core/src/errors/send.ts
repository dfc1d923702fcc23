import { LatchError, type LatchErrorParameters } from './base.ts'

/** Why a send was refused before it reached a wallet (SPEC §5 Sending). */
export type SendValidationReason =
  | 'unsupportedChain'
  | 'tokenRequired'
  | 'amountAndReceiverRequired'

/**
 * The parent of every send-form refusal. Catch this class to handle them all; read `reason`
 * (or test the subclass) to tell them apart.
 */
export class SendValidationError extends LatchError {
  override name = 'SendValidationError'
  readonly reason: SendValidationReason

  constructor(
    shortMessage: string,
    { reason, ...parameters }: { reason: SendValidationReason } & LatchErrorParameters,
  ) {
    super(shortMessage, parameters)
    this.reason = reason
  }
}

/** Sending is only possible on eip155 and solana (SPEC §5, §9 "On-ramp and send"). */
export class UnsupportedSendChainError extends SendValidationError {
  override name = 'UnsupportedSendChainError'
  /** The namespace that was refused, if there was one. */
  readonly namespace: string | undefined

  constructor({
    namespace,
    ...parameters
  }: { namespace?: string | undefined } & LatchErrorParameters = {}) {
    super('Unsupported chain', {
      reason: 'unsupportedChain',
      details: `Cannot send on "${namespace ?? 'no namespace'}"; only eip155 and solana are sendable.`,
      ...parameters,
    })
    this.namespace = namespace
  }
}

/** No token was chosen in the send form. */
export class SendTokenRequiredError extends SendValidationError {
  override name = 'SendTokenRequiredError'

  constructor(parameters: LatchErrorParameters = {}) {
    super('A token is required', { reason: 'tokenRequired', ...parameters })
  }
}

/** The amount (missing, zero, negative or not a number) or the receiver address is missing. */
export class SendAmountRequiredError extends SendValidationError {
  override name = 'SendAmountRequiredError'

  constructor(parameters: LatchErrorParameters = {}) {
    super('An amount and receiver address are required', {
      reason: 'amountAndReceiverRequired',
      ...parameters,
    })
  }
}
