import { LatchError, type LatchErrorParameters } from './base.ts'

/**
 * What was wrong with a sign-in message: the part that failed (a field's name for a bad value),
 * or the shape of the text (`lineBreak`, `unknownField`, `duplicateField`, `fieldOrder`,
 * `missingField`), or `mismatch` when a wallet signed other fields than it was asked to.
 */
export type SiwxMessageErrorReason =
  | 'notText'
  | 'header'
  | 'scheme'
  | 'domain'
  | 'address'
  | 'statement'
  | 'lineBreak'
  | 'unknownField'
  | 'duplicateField'
  | 'fieldOrder'
  | 'missingField'
  | 'uri'
  | 'version'
  | 'chainId'
  | 'nonce'
  | 'issuedAt'
  | 'expirationTime'
  | 'notBefore'
  | 'requestId'
  | 'resources'
  | 'mismatch'

/**
 * A sign-in message (EIP-4361 on eip155, Sign In With Solana on solana) that is not well-formed,
 * or fields that cannot make one. `reason` says what failed; `line` (1-based) where, when a text
 * was parsed. Thrown by `parseSiwxMessage` and `formatSiwxMessage`.
 *
 * @example
 * try { parseSiwxMessage(text) } catch (error) {
 *   if (error instanceof SiwxMessageError && error.reason === 'address') …
 * }
 */
export class SiwxMessageError extends LatchError {
  override name = 'SiwxMessageError'
  /** What failed. */
  readonly reason: SiwxMessageErrorReason
  /** The line of the parsed text that failed (1-based), when one did. */
  readonly line: number | undefined

  constructor({
    reason,
    line,
    ...parameters
  }: { reason: SiwxMessageErrorReason; line?: number | undefined } & LatchErrorParameters) {
    super('Invalid sign-in message', {
      ...parameters,
      metaMessages: line === undefined ? parameters.metaMessages : [`Line ${line}`],
    })
    this.reason = reason
    this.line = line
  }
}
