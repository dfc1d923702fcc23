import { LatchError } from './base.ts'

/** SPEC §5: `siweConfig` and `siwx` can't both be set. */
export class SiwxConflictError extends LatchError {
  override name = 'SiwxConflictError'
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options')
  }
}

/** An option of createLatch() has a value Latch can't use. */
export class InvalidOptionError extends LatchError {
  override name = 'InvalidOptionError'
  readonly option: string
  constructor(option: string, problem: string) {
    super(`Invalid option \`${option}\`: ${problem}`)
    this.option = option
  }
}
