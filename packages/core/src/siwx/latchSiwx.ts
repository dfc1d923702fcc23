import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { checkStatementOption } from './checkStatementOption.ts'
import { subscribeSiwxChanges } from './sessionChannel.ts'
import type { SiwxConfig } from './types.ts'

/** Options of {@link latchSiwx}. */
export type LatchSiwxOptions = {
  /**
   * The message's statement, one line shown by the wallet, e.g. 'Sign in to Example': EIP-4361
   * allows ASCII letters, digits, spaces and `-._~:/?#[]@!$&'()*+,;=` (else InvalidOptionError).
   */
  statement?: string
  /** Whether a connected account must be signed in. @defaultValue `false` */
  required?: boolean
  /** Revoke an account's session when its wallet disconnects. @defaultValue `true` */
  signOutOnDisconnect?: boolean
  /**
   * How long a signed message is valid (its `expirationTime`); the server ends the session then,
   * or after its own limit (7 days) if sooner. @defaultValue none: the server's limit
   */
  expiresInMs?: number
  /** The chain namespaces to sign in on. @defaultValue every namespace */
  namespaces?: readonly ChainNamespace[]
}

/**
 * Sign-in verified by the Latch server (the `siwx` option a site should use): the nonce comes
 * from `GET /auth/v1/nonce`, the signed message goes to `POST /auth/v1/authenticate`, whose
 * session token (a JWT your backend can verify offline against `/auth/v1/jwks.json`) is kept per
 * network and address in the client's storage. Another tab of the site sees the session without
 * a prompt; signing out in one tab signs the others out. A stored session is used until its
 * expiry and confirmed once per page with `GET /auth/v1/me` (revoked: dropped; server
 * unreachable: kept). Its code loads on first use.
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { latchSiwx } from '@latch/core/siwx'
 * const latch = createLatch({ projectId, networks, siwx: latchSiwx({ required: true }) })
 */
export function latchSiwx(options: LatchSiwxOptions = {}): SiwxConfig {
  checkStatementOption(options.statement)
  const load = () => import('./latchSiwxSessions.ts')
  // Tokens confirmed with `/auth/v1/me` during this page's life: once each.
  const confirmed = new Map<string, Promise<boolean>>()
  return {
    createMessageFields: (input, context) =>
      load().then((module) => module.createLatchMessageFields(input, context, options)),
    createMessageFieldsBeforeConnect: (input, context) =>
      load().then((module) => module.createLatchConnectFields(input, context, options)),
    addSession: (session, context) =>
      load().then((module) => module.addLatchSession(session, context, confirmed)),
    getSessions: (account, context) =>
      load().then((module) => module.getLatchSessions(account, context, confirmed)),
    revokeSession: (account, context) =>
      load().then((module) => module.revokeLatchSession(account, context)),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    ...(options.namespaces ? { namespaces: options.namespaces } : {}),
    subscribe: (listener, context) => subscribeSiwxChanges(context, listener),
  }
}
