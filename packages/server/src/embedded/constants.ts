/** A one-time code and a device-approval link live this long. */
export const EMBEDDED_CODE_LIFETIME_MS = 10 * 60_000
/** Wrong tries that burn a code (the fifth wrong one answers 410 `code_burnt`). */
export const EMBEDDED_MAX_WRONG_TRIES = 5
/** Login mails (`/email/start`) per address within EMBEDDED_SEND_WINDOW_MS, all projects together. */
export const EMBEDDED_SENDS_PER_ADDRESS = 3
/** The window of the per-address and per-client limits. */
export const EMBEDDED_SEND_WINDOW_MS = 10 * 60_000
/** `/email/start` calls per client (IPv4 address, IPv6 /64) within EMBEDDED_SEND_WINDOW_MS. */
export const EMBEDDED_STARTS_PER_CLIENT = 20
/** `/email/verify` calls per client within EMBEDDED_SEND_WINDOW_MS (wrong codes across flows). */
export const EMBEDDED_VERIFIES_PER_CLIENT = 60
/** `/device/wait` calls per client within EMBEDDED_SEND_WINDOW_MS (a frame needs about 24). */
export const EMBEDDED_WAITS_PER_CLIENT = 120
/** Device-approval link openings per client within EMBEDDED_SEND_WINDOW_MS. */
export const EMBEDDED_APPROVALS_PER_CLIENT = 30
/** Requests per minute per client to the whole frame origin (page, files, API). */
export const EMBEDDED_REQUESTS_PER_MINUTE = 300
/** A session lives this long. */
export const EMBEDDED_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000
/** `/device/wait` answers `{ approved: false }` after this long at most. */
export const EMBEDDED_DEVICE_WAIT_MS = 25_000
/** How often a waiting `/device/wait` reads the flow again. */
export const EMBEDDED_DEVICE_POLL_MS = 500
/** Expired rows are deleted at most this often (on a login start). */
export const EMBEDDED_PURGE_INTERVAL_MS = 60_000
/** The longest body of an `/embedded/v1/*` call. */
export const EMBEDDED_MAX_BODY_BYTES = 16 * 1024
/** The longest email address accepted (RFC 5321's path limit). */
export const EMBEDDED_MAX_EMAIL_LENGTH = 254
/** The longest share (base64) a wallet may store. */
export const EMBEDDED_MAX_SHARE_LENGTH = 1024
