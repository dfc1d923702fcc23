// The sign-in routes of the Latch server (`/auth/v1/…`, issue P8), defined once: `latchSiwx()` in
// the kit sends and reads them, `@latch/server` answers them.

/**
 * What `GET /auth/v1/nonce` answers: a fresh server nonce for one sign-in message of this
 * project. It can be used once, before `expiresAt`.
 *
 * @example
 * const answer: AuthNonceAnswer = {
 *   nonce: 'f3Kq9ZpL0bXr2Ty7uVw8N1cD4eH6jM5a',
 *   expiresAt: '2026-11-25T16:40:00.000Z',
 * }
 */
export type AuthNonceAnswer = {
  /** Letters and digits only (EIP-4361: at least 8 alphanumerics); put it in the message as is. */
  nonce: string
  /** RFC 3339 time after which the server refuses a message carrying it. */
  expiresAt: string
}

/**
 * The JSON body of `POST /auth/v1/authenticate`.
 *
 * @example
 * const body: AuthenticateBody = {
 *   message: '127.0.0.1:5173 wants you to sign in with your Ethereum account:\n0xf39F…',
 *   signature: '0x5f1c…1b',
 * }
 */
export type AuthenticateBody = {
  /**
   * The exact text the wallet signed (EIP-4361 for eip155, CAIP-122 for solana), byte for byte:
   * the server parses and verifies this text, never a message rebuilt from fields.
   */
  message: string
  /**
   * eip155: the 0x hex signature (65 bytes, or longer for EIP-1271 and ERC-6492 wallets);
   * solana: the 64-byte ed25519 signature in base58.
   */
  signature: string
  /**
   * The fields the client formatted the message from, for the client's own bookkeeping. The
   * server ignores them: only the signed text counts.
   */
  data?: Record<string, unknown> | undefined
}

/**
 * What `POST /auth/v1/authenticate` answers once the message and signature check out: a session
 * token (a JWT, see {@link AuthTokenClaims}) for the account on that network.
 *
 * @example
 * const answer: AuthenticateAnswer = {
 *   token: 'eyJhbGciOiJFUzI1NiIs…',
 *   expiresAt: '2026-12-02T16:30:00.000Z',
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   chainId: 'eip155:31337',
 * }
 */
export type AuthenticateAnswer = {
  /** Send it as `Authorization: Bearer <token>` to `/auth/v1/me` and `/auth/v1/sign-out`. */
  token: string
  /**
   * RFC 3339 end of the session: the message's `expirationTime` or the server's default (7
   * days), whichever is sooner.
   */
  expiresAt: string
  /** The signed-in address as the message wrote it (EIP-55 for eip155, base58 for solana). */
  address: string
  /** CAIP-2 id of the network the message names, e.g. `eip155:31337`. */
  chainId: string
}

/**
 * What `GET /auth/v1/me` answers for a valid session token.
 *
 * @example
 * const me: AuthSessionAnswer = {
 *   address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   chainId: 'eip155:31337',
 *   expiresAt: '2026-12-02T16:30:00.000Z',
 * }
 */
export type AuthSessionAnswer = {
  address: string
  /** CAIP-2 id of the network. */
  chainId: string
  /** RFC 3339 end of the session. */
  expiresAt: string
}

/**
 * The claims of a session token (an ES256 JWT whose header names its key by `kid`), for a site's
 * backend that verifies it offline against `GET /auth/v1/jwks.json`.
 *
 * @example
 * import { createRemoteJWKSet, jwtVerify } from 'jose'
 * const jwks = createRemoteJWKSet(new URL('https://latch.example/auth/v1/jwks.json'))
 * const { payload } = await jwtVerify<AuthTokenClaims>(token, jwks, {
 *   issuer: 'https://latch.example',
 *   audience: 'my-project-id',
 * })
 */
export type AuthTokenClaims = {
  /** The server's public URL. */
  iss: string
  /** CAIP-10 account: `eip155:31337:0xf39F…2266`, `solana:<genesis hash prefix>:<base58>`. */
  sub: string
  /** The project id. */
  aud: string
  /** Issued at, unix seconds. */
  iat: number
  /** End of the session, unix seconds. */
  exp: number
  /** The session's id: what sign-out revokes. */
  jti: string
}

/**
 * The `error` codes the sign-in routes answer with (beside the server's general ones such as
 * `missing_project_id` or `database_unavailable`):
 * - 400 `invalid_body`: not a JSON object, `message` or `signature` missing or not text;
 * - 401 `invalid_message`: the text is not a well-formed sign-in message;
 * - 401 `domain_not_allowed`: the message's URI is not on the project's allowed origins, its
 *   domain is not the URI's authority, or the request's `Origin` is another origin;
 * - 401 `invalid_nonce`: a nonce this server never gave this project, already used, or expired;
 * - 401 `message_expired`: past the message's `expirationTime`;
 * - 401 `message_not_yet_valid`: before its `notBefore`, or `issuedAt` in the future;
 * - 401 `unsupported_chain`: a network this server does not serve;
 * - 401 `invalid_signature`: the signature is not the account's (an EOA's, ed25519);
 * - 401 `contract_signature_invalid`: a contract account (code at the address, or an ERC-6492
 *   signature) did not accept it through EIP-1271: the kit's "This application might not support
 *   Smart Accounts";
 * - 401 `missing_token`, `invalid_token`, `session_expired`, `session_revoked`: `/me` and
 *   `/sign-out` without a usable session token;
 * - 429 `rate_limited`.
 *
 * @example
 * AUTH_ERROR_CODES.includes('invalid_nonce') // true
 */
export const AUTH_ERROR_CODES = [
  'invalid_body',
  'invalid_message',
  'domain_not_allowed',
  'invalid_nonce',
  'message_expired',
  'message_not_yet_valid',
  'unsupported_chain',
  'invalid_signature',
  'contract_signature_invalid',
  'missing_token',
  'invalid_token',
  'session_expired',
  'session_revoked',
  'rate_limited',
] as const

/** One of {@link AUTH_ERROR_CODES}. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number]

/**
 * The body of a refused sign-in call: a code to branch on and a sentence for people.
 *
 * @example
 * const refused: AuthErrorBody = { error: 'invalid_nonce', message: 'The nonce was already used' }
 */
export type AuthErrorBody = { error: AuthErrorCode; message: string }
