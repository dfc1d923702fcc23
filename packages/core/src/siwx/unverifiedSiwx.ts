import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { checkStatementOption } from './checkStatementOption.ts'
import { announceSiwxChange, subscribeSiwxChanges } from './sessionChannel.ts'
import { siwxAccountKey } from './siwxAccountKey.ts'
import { isSessionExpired, readStoredSessions, writeStoredSession } from './storedSessions.ts'
import type { SiwxConfig } from './types.ts'

/** Options of {@link unverifiedSiwx}. */
export type UnverifiedSiwxOptions = {
  /** The message's statement, one line shown by the wallet (EIP-4361's characters, see `latchSiwx`). */
  statement?: string
  /** Whether a connected account must be signed in. @defaultValue `false` */
  required?: boolean
  /** Forget an account's session when its wallet disconnects. @defaultValue `true` */
  signOutOnDisconnect?: boolean
  /** How long a session lasts (the message's `expirationTime`). @defaultValue 7 days */
  expiresInMs?: number
  /** The chain namespaces to sign in on. @defaultValue every namespace */
  namespaces?: readonly ChainNamespace[]
}

const STORED = 'siwx_unverified_sessions'
const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * UNVERIFIED sign-in, for a site without a backend: the nonce is made in the browser and the
 * signed session is kept in the client's storage as signed, with nothing checking it. It proves
 * nothing to a server — anyone can write such a session into their own storage — so use it only
 * to remember that the visitor signed, never to grant access. A site with a backend uses
 * `latchSiwx()` (or its own `SiwxConfig`) instead.
 *
 * @example
 * import { unverifiedSiwx } from '@latch/core/siwx'
 * const latch = createLatch({ projectId, networks, siwx: unverifiedSiwx({ statement: 'Welcome back' }) })
 */
export function unverifiedSiwx(options: UnverifiedSiwxOptions = {}): SiwxConfig {
  checkStatementOption(options.statement)
  const connectFields = ({ domain, uri }: { domain: string; uri: string }) => {
    const now = Date.now()
    const random = crypto.getRandomValues(new Uint8Array(16))
    return {
      domain,
      ...(options.statement ? { statement: options.statement } : {}),
      uri,
      version: '1' as const,
      nonce: [...random].map((byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join(''),
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + (options.expiresInMs ?? WEEK_MS)).toISOString(),
    }
  }
  return {
    createMessageFields: async (input) => ({
      ...connectFields(input),
      address: input.address,
      chainId: input.chainId,
    }),
    createMessageFieldsBeforeConnect: async (input) => connectFields(input),
    async addSession(session, context) {
      writeStoredSession(context, STORED, session.data, session)
      announceSiwxChange(context)
      return session
    },
    async getSessions(account, context) {
      const session = readStoredSessions(context, STORED)[siwxAccountKey(account)]
      return session && !isSessionExpired(session) ? [session] : []
    },
    async revokeSession(account, context) {
      writeStoredSession(context, STORED, account, undefined)
      announceSiwxChange(context)
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    ...(options.namespaces ? { namespaces: options.namespaces } : {}),
    subscribe: (listener, context) => subscribeSiwxChanges(context, listener),
  }
}
