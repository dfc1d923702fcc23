/**
 * `@latch/core/siwx`: sign-in with X (SPEC §4 "Sign-in (SIWX)"). The message formatter and strict
 * parser (EIP-4361 on eip155, Sign In With Solana on solana) that the kit, a wallet and a
 * site's server share, so all three read the same bytes. And the built-in `siwx` options:
 * `latchSiwx()` (sessions verified by the Latch server) and `unverifiedSiwx()` (browser only,
 * verified by no one); `fromSiweConfig` maps the older `siweConfig` shape onto `SiwxConfig`.
 *
 * @example
 * import { formatSiwxMessage, latchSiwx, parseSiwxMessage } from '@latch/core/siwx'
 * const latch = createLatch({ projectId, networks, siwx: latchSiwx({ required: true }) })
 *
 * @module
 */
export {
  SiwxMessageError,
  type SiwxMessageErrorReason,
} from '../errors/siwxMessage.ts'
export { fromSiweConfig } from '../siwx/fromSiweConfig.ts'
export { type LatchSiwxOptions, latchSiwx } from '../siwx/latchSiwx.ts'
export {
  formatSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageFields,
} from '../siwx/message.ts'
export { type UnverifiedSiwxOptions, unverifiedSiwx } from '../siwx/unverifiedSiwx.ts'
