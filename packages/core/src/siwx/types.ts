import type { ApiClient } from '../api/createApiClient.ts'
import type { Logger } from '../client/logger.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { SiwxMessageFields } from './message.ts'

/**
 * A signed-in session (SPEC §3 Sign-in session): the message's fields, the exact text the wallet
 * signed and its signature, with what a server gave for it (`latchSiwx()`'s token and expiry).
 *
 * @example
 * const session = await latch.getSiwxSession()
 * if (session) console.log(`signed in as ${session.data.address} on ${session.data.chainId}`)
 */
export type SiwxSession = {
  /** The fields of `message`. */
  data: SiwxMessageFields
  /** The text the wallet signed, byte for byte. */
  message: string
  /** The wallet's signature of `message` (hex on eip155, base58 on solana). */
  signature: string
  /** The server's session token (`latchSiwx()`: a JWT your backend can verify offline). */
  token?: string
  /** RFC 3339 end of the session; past it the session is not used. */
  expiresAt?: string
}

/** Whose session: one account on one network (SPEC §4: sessions are per chain and address). */
export type SiwxAccount = {
  /** CAIP-2 id of the network, e.g. `eip155:31337`. */
  chainId: CaipNetworkId
  /** The address as the wallet gave it (compared as its chain defines: EIP-55 ignores case). */
  address: string
}

/**
 * What `SiwxConfig.createMessageFields` receives: the account and network to sign in, and the
 * page's `domain` and `uri` (its host and origin) to put in the message.
 */
export type SiwxMessageInput = SiwxAccount & {
  /** The page's RFC 3986 authority, e.g. `127.0.0.1:5173`. */
  domain: string
  /** The page's origin as a URI, e.g. `http://127.0.0.1:5173`. */
  uri: string
}

/**
 * What `SiwxConfig.createMessageFieldsBeforeConnect` receives: the page's `domain` and `uri`,
 * and the networks the wallet is asked to sign in on (the first is the one the site uses).
 */
export type SiwxConnectInput = {
  /** The page's RFC 3986 authority, e.g. `127.0.0.1:5173`. */
  domain: string
  /** The page's origin as a URI, e.g. `http://127.0.0.1:5173/`. */
  uri: string
  /** CAIP-2 ids, e.g. `['eip155:31337', 'eip155:31338']`. */
  chainIds: CaipNetworkId[]
}

/**
 * The client's parts a {@link SiwxConfig} may use (the built-ins do): its server client (API
 * host, project id, time-outs), its storage and key prefix, its logger. Your own config may
 * ignore it.
 */
export type SiwxContext = {
  /** The client's blockchain-API client: the Latch server, with the project id on every call. */
  api: ApiClient
  /** The client's storage (the `storage` option). */
  storage: Storage
  /** The `storageKeyPrefix` option (`@latch` by default). */
  storageKeyPrefix: string
  logger: Logger
}

/**
 * The `siwx` option of `createLatch`: how a site signs visitors in (SPEC §4 Sign-in). Implement
 * it to use your own backend, or use a built-in from `@latch/core/siwx`: `latchSiwx()` (sessions
 * verified by the Latch server) or `unverifiedSiwx()` (browser only, nothing verified).
 *
 * Sessions are per (network, address): revoking one never touches another.
 *
 * @example
 * const siwx: SiwxConfig = {
 *   async createMessageFields(input) {
 *     const { nonce } = await (await fetch('/api/nonce')).json()
 *     return { ...input, version: '1', nonce, issuedAt: new Date().toISOString() }
 *   },
 *   async addSession(session) {
 *     const answer = await fetch('/api/sign-in', { method: 'POST', body: JSON.stringify(session) })
 *     if (!answer.ok) throw new SiwxSessionRejectedError({ code: 'invalid_signature' })
 *   },
 *   async getSessions(account) {
 *     const answer = await fetch(`/api/sessions?chainId=${account.chainId}&address=${account.address}`)
 *     return answer.ok ? await answer.json() : []
 *   },
 *   async revokeSession(account) {
 *     await fetch('/api/sign-out', { method: 'POST', body: JSON.stringify(account) })
 *   },
 *   getRequired: () => true,
 * }
 */
export type SiwxConfig = {
  /**
   * The message's fields for `input`'s account and network: fetch a fresh nonce from your
   * server here (never make one in the browser for a server to trust). A throw means sign-in
   * can't start: 'A problem occurred while trying initialize authentication', and the wallet
   * disconnects.
   */
  createMessageFields(input: SiwxMessageInput, context: SiwxContext): Promise<SiwxMessageFields>
  /**
   * The message's fields before the account is known, for a wallet that connects and signs in
   * with one approval (WalletConnect's one-click `wc_sessionAuthenticate`, eip155 only): all but
   * `address` and `chainId`, for the page's `domain` and `uri` and the networks it may sign on.
   * Left out, such a wallet connects first and then signs as usual. The built-ins have it.
   */
  createMessageFieldsBeforeConnect?(
    input: SiwxConnectInput,
    context: SiwxContext,
  ): Promise<Omit<SiwxMessageFields, 'address' | 'chainId'>>
  /**
   * Verifies and keeps a signed session (on your server). Throw to refuse it: a
   * {@link SiwxSessionRejectedError} with `contractAccount: true` shows 'This application might
   * not support Smart Accounts'. Resolve with the session as kept (with its token and expiry),
   * or with nothing to keep it as given.
   */
  addSession(session: SiwxSession, context: SiwxContext): Promise<SiwxSession | undefined>
  /** The account's sessions on that network that are still valid (none: `[]`). */
  getSessions(account: SiwxAccount, context: SiwxContext): Promise<SiwxSession[]>
  /** Ends the account's session on that network (only that one). */
  revokeSession(account: SiwxAccount, context: SiwxContext): Promise<void>
  /**
   * Whether a connected account must be signed in. Required: cancelling disconnects the wallet
   * (or goes back to the last network with a session) and the modal can't be closed while it
   * asks. @defaultValue `false` when left out
   */
  getRequired?(): boolean
  /** Revoke an account's session when its wallet disconnects. @defaultValue `true` */
  signOutOnDisconnect?: boolean
  /** The chain namespaces to sign in on. @defaultValue every namespace */
  namespaces?: readonly ChainNamespace[]
  /**
   * Calls `listener` when sessions change elsewhere (another tab signed in or out); returns
   * the function that stops it. The built-ins implement it.
   */
  subscribe?(listener: () => void, context: SiwxContext): () => void
}

/**
 * The older EVM-only sign-in shape (`siweConfig` option), mapped onto {@link SiwxConfig}:
 * `getNonce` and `getMessageParams` make the message's fields, `verifyMessage` decides
 * `addSession`, `getSession` answers `getSessions`, `signOut` revokes. Latch writes the message
 * itself (EIP-4361 exactly), so `createMessage` is accepted but not called.
 *
 * @example
 * createLatch({ projectId, networks, siweConfig: {
 *   getNonce: async () => (await fetch('/api/nonce')).text(),
 *   verifyMessage: async ({ message, signature }) =>
 *     (await fetch('/api/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })).ok,
 *   getSession: async () => (await fetch('/api/session')).json(),
 *   signOut: async () => (await fetch('/api/sign-out', { method: 'POST' })).ok,
 * } })
 */
export type SiweConfig = {
  /** A fresh nonce from your server for `address`. */
  getNonce(address?: string): Promise<string>
  /** Checks the signed message on your server; `false` refuses the sign-in. */
  verifyMessage(parameters: { message: string; signature: string }): Promise<boolean>
  /** The signed-in account, or `null`: its checksummed address and numeric chain id. */
  getSession(): Promise<{ address: string; chainId: number } | null>
  /** Signs out on your server; `false` when it failed. */
  signOut(): Promise<boolean>
  /** Extra message fields: statement, resources, and `domain` / `uri` to override the page's. */
  getMessageParams?(): Promise<{
    domain?: string
    uri?: string
    statement?: string
    resources?: string[]
    /** RFC 3339 expiration time of the message. */
    exp?: string
    /** RFC 3339 not-before time of the message. */
    nbf?: string
  }>
  /** Accepted for compatibility; Latch formats the message itself (EIP-4361). */
  createMessage?(parameters: unknown): string
  /** Called after a sign-in with the session `getSession` answers. */
  onSignIn?(session?: { address: string; chainId: number }): void
  /** Called after a sign-out. */
  onSignOut?(): void
  /** `false` turns sign-in off. @defaultValue `true` */
  enabled?: boolean
  /** Whether the account must be signed in (see `SiwxConfig.getRequired`). @defaultValue `true` */
  required?: boolean
  /** @defaultValue `true` */
  signOutOnDisconnect?: boolean
}

/** Where the SIWXSignMessage view's request stands. */
export type SiwxRequestStep =
  /** Waiting for the visitor: Sign or Cancel. */
  | 'ready'
  /** The message is being made (the nonce is fetched). */
  | 'preparing'
  /** The wallet is asked to sign. */
  | 'signing'
  /** The signed session is being checked ('Authenticating...'). */
  | 'verifying'

/** The sign-in the SIWXSignMessage view asks for: whose, and where it stands. */
export type SiwxRequest = SiwxAccount & {
  namespace: ChainNamespace
  step: SiwxRequestStep
  /**
   * The domain the message will name (the page's host), shown so the visitor can match it with
   * the wallet's prompt; absent where there is no page origin.
   */
  domain?: string
}

/**
 * `state.siwx`: sign-in as the modal and a site see it. `undefined` while the site set no
 * `siwx` / `siweConfig`, and until the first connected account was checked.
 */
export type SiwxState = {
  /** Sign-in is required (`SiwxConfig.getRequired()`). */
  required: boolean
  /** Each connected namespace's session for its account on its network; absent: signed out. */
  sessions: Partial<Record<ChainNamespace, SiwxSession>>
  /** What SIWXSignMessage asks for, while it asks. */
  request: SiwxRequest | undefined
}

/**
 * What the sign-in flow keeps on `client.runtime.siwx` once its code has loaded (never
 * rendered, never persisted). Internal.
 */
export type SiwxRuntime = {
  config: SiwxConfig
  context: SiwxContext
  /** Each namespace's account key as last seen by the store watcher. */
  seen: Partial<Record<ChainNamespace, string>>
  /** Accounts whose optional sign-in was cancelled (or signed out) on this page: not asked again. */
  dismissed: Set<string>
  /** The last account and network each namespace had a session on (SPEC §4 cancel: go back). */
  lastSignedIn: Partial<Record<ChainNamespace, SiwxAccount>>
  /** Sessions whose end is timed (`key@end`): at their end the account is checked again. */
  expiries: Set<string>
  /** A namespace disconnected (`clearConnection`): its session may be revoked, its request goes. */
  disconnected(namespace: ChainNamespace, caipAddress: string | undefined): void
  /** Stops watching the store and the other tabs (`client.destroy()`); set once watching. */
  stop?: () => void
}
