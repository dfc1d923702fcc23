import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * An EVM chain id cannot become an ENSIP-11 coin type: it must be an integer from 0 to 2^31 - 1
 * (SPEC §5 EVM chain id for a name coin type).
 */
export class InvalidChainIdError extends LatchError {
  override name = 'InvalidChainIdError'
  /** The chain id that was refused. */
  readonly chainId: number

  constructor({ chainId, ...parameters }: { chainId: number } & LatchErrorParameters) {
    super('Invalid chainId', {
      details: `Received ${chainId}; expected an integer from 0 to 2147483647.`,
      ...parameters,
    })
    this.chainId = chainId
  }
}
