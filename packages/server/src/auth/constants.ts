/** How long a nonce from `GET /auth/v1/nonce` can be signed in with. */
export const AUTH_NONCE_LIFETIME_MS = 10 * 60_000
/** The longest session: a message's `expirationTime` can only shorten it. */
export const AUTH_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000
/** How far a client's clock may run ahead of ours (`issuedAt`, `notBefore`). */
export const AUTH_CLOCK_SKEW_MS = 60_000
/** Longest accepted message text (UTF-16 units): a full EIP-4361 message with resources fits. */
export const AUTH_MAX_MESSAGE_LENGTH = 16_384
/** Longest signature text: ERC-6492 signatures carry a factory call and can run long. */
export const AUTH_MAX_SIGNATURE_LENGTH = 32_768
/** Longest bearer token read from `Authorization`. */
export const AUTH_MAX_TOKEN_LENGTH = 4_096
/** Expired nonces and long-expired sessions are deleted at most this often (per process). */
export const AUTH_PURGE_INTERVAL_MS = 60_000
/** Sessions are kept this long after they expire (a late `/me` still says "expired"). */
export const AUTH_EXPIRED_SESSION_RETENTION_MS = 24 * 60 * 60_000
