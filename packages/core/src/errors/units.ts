import { LatchError, type LatchErrorParameters } from './base.ts'

/** A text meant as a decimal number (an amount, a balance) is not one. Our text; not in SPEC. */
export class InvalidDecimalNumberError extends LatchError {
  override name = 'InvalidDecimalNumberError'
  /** The text that was refused. */
  readonly value: string

  constructor({ value, ...parameters }: { value: string } & LatchErrorParameters) {
    super('Invalid decimal number', { details: `Received "${value}".`, ...parameters })
    this.value = value
  }
}

/** An amount has more fraction digits than its token has decimals. Our text; not in SPEC. */
export class TooManyDecimalsError extends LatchError {
  override name = 'TooManyDecimalsError'
  readonly value: string
  /** The token's decimals: the most fraction digits an amount may have. */
  readonly decimals: number

  constructor({
    value,
    decimals,
    ...parameters
  }: { value: string; decimals: number } & LatchErrorParameters) {
    super('Too many decimal places', {
      details: `"${value}" has more than ${decimals} fraction digits.`,
      ...parameters,
    })
    this.value = value
    this.decimals = decimals
  }
}

/** A token's `decimals` is not a non-negative integer. Our text; not in SPEC. */
export class InvalidDecimalsError extends LatchError {
  override name = 'InvalidDecimalsError'
  readonly decimals: number

  constructor({ decimals, ...parameters }: { decimals: number } & LatchErrorParameters) {
    super('Invalid decimals', {
      details: `Received ${decimals}; expected a non-negative integer.`,
      ...parameters,
    })
    this.decimals = decimals
  }
}
