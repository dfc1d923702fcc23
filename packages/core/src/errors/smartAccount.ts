import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * `setPreferredAccountType` asked for a type the namespace has none of (SPEC §6: eip155 eoa or
 * smartAccount, bitcoin payment only, the others eoa).
 */
export class AccountTypeNotSupportedError extends LatchError {
  override name = 'AccountTypeNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Account type not supported', parameters)
  }
}

/** SPEC §8: a signature by a smart account failed — the site may not verify ERC-1271. */
export class SmartAccountSignatureError extends LatchError {
  override name = 'SmartAccountSignatureError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('This application might not support Smart Accounts', parameters)
  }
}

/** Parameters of {@link InvalidCallError}. */
export type InvalidCallErrorParameters = LatchErrorParameters & {
  /** The entry of `calls` that is wrong. */
  index: number
  /** Which field: `to` (not 0x…), `data` (not 0x…) or `value` (not a non-negative bigint). */
  field: 'to' | 'data' | 'value'
}

/** SPEC §5 Send-calls entries: `to` starts with 0x, optional `data` starts with 0x. */
export class InvalidCallError extends LatchError {
  override name = 'InvalidCallError'
  readonly index: number
  readonly field: InvalidCallErrorParameters['field']
  constructor({ index, field, ...parameters }: InvalidCallErrorParameters) {
    super(
      field === 'value'
        ? `Call ${index}: value must be a non-negative bigint`
        : `Call ${index}: '${field}' must start with 0x`,
      parameters,
    )
    this.index = index
    this.field = field
  }
}

/** `sendCalls` got no calls. */
export class NoCallsError extends LatchError {
  override name = 'NoCallsError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('No calls to send', parameters)
  }
}

/** The wallet does not do EIP-5792 calls (4200) or has no EIP-1193 provider for them. */
export class CallsNotSupportedError extends LatchError {
  override name = 'CallsNotSupportedError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('The wallet does not support batched calls', parameters)
  }
}

/** `waitForCallsStatus` gave up: the batch had no final status within `timeoutMs`. */
export class CallsStatusTimeoutError extends LatchError {
  override name = 'CallsStatusTimeoutError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Timed out waiting for the calls', parameters)
  }
}
