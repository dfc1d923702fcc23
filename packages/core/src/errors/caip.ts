import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * A CAIP-10 account id (`namespace:reference:address`) did not have exactly three valid parts,
 * or named a namespace Latch does not know (SPEC §5 CAIP-10 address).
 */
export class InvalidCaipAddressError extends LatchError {
  override name = 'InvalidCaipAddressError'
  /** The text that failed to parse. */
  readonly value: string

  constructor({ value, ...parameters }: { value: string } & LatchErrorParameters) {
    super('Invalid CAIP-10 address', { details: `Received "${value}".`, ...parameters })
    this.value = value
  }
}

/**
 * A CAIP-2 chain id (`namespace:reference`) did not have exactly two valid parts, or named a
 * namespace Latch does not know (SPEC §5 CAIP-2 network id; the SPEC gives no text, this one is
 * ours).
 */
export class InvalidCaipNetworkIdError extends LatchError {
  override name = 'InvalidCaipNetworkIdError'
  /** The text that failed to parse. */
  readonly value: string

  constructor({ value, ...parameters }: { value: string } & LatchErrorParameters) {
    super('Invalid CAIP-2 network id', { details: `Received "${value}".`, ...parameters })
    this.value = value
  }
}
