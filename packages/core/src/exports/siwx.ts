/**
 * `@latch/core/siwx`: sign-in with X (SPEC §4 "Sign-in (SIWX)"). The message formatter and strict
 * parser (EIP-4361 on eip155, Sign In With Solana on solana) that the kit, a wallet and a
 * site's server share, so all three read the same bytes.
 *
 * @example
 * import { formatSiwxMessage, parseSiwxMessage } from '@latch/core/siwx'
 *
 * @module
 */
export {
  SiwxMessageError,
  type SiwxMessageErrorReason,
} from '../errors/siwxMessage.ts'
export {
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageFields,
} from '../siwx/message.ts'
