/**
 * `@latch/core/sessions`: smart sessions (ERC-7715 permissions) as the embedded wallet's frame
 * and the Latch server both apply them — the request's checks, the spending policy, the texts the
 * smart account's owner signs — and their wire shapes (`GET /v1/sessions/{id}`, SPEC §7).
 * A site grants and uses sessions through `grantPermissions` and `sendCalls` of `@latch/core`.
 *
 * @example
 * import { sessionRevokeMessage } from '@latch/core/sessions'
 *
 * @module
 */
export {
  checkSessionCalls,
  type SessionCheck,
  type SessionRefusal,
} from '../sessions/checkSessionCalls.ts'
export {
  ERC20_TRANSFER_SELECTOR,
  SESSION_MAX_LIFETIME_S,
  SESSION_MAX_PERMISSIONS,
  SESSION_REFUSED_CODE,
} from '../sessions/constants.ts'
export { InvalidSessionRequestError, type InvalidSessionRequestReason } from '../sessions/errors.ts'
export {
  type SessionGrantMessageFields,
  sessionGrantMessage,
  sessionRevokeMessage,
} from '../sessions/messages.ts'
export {
  type GrantRequest,
  parseGrantPermissions,
  readAmount,
  toHex,
} from '../sessions/parseGrantPermissions.ts'
export type {
  Erc20TransferPermission,
  GrantPermissionsAnswer,
  NativeTransferPermission,
  RevokeSessionBody,
  SessionAllowancePolicy,
  SessionCall,
  SessionPermission,
  SessionSigner,
  SmartSessionInfo,
  SmartSessionStatus,
  SmartSessionsAnswer,
} from '../sessions/types.ts'
