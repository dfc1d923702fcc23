/** How often the relay pings each socket. The SDK drops a socket that hears nothing for 35 s. */
export const RELAY_PING_INTERVAL_MS = 15_000

/** Largest JSON-RPC frame answered normally; larger ones get a `FRAME_TOO_LARGE` error. */
export const RELAY_MAX_FRAME_BYTES = 65_536

/** Frames above this close the socket (1009) instead of being read. */
export const RELAY_HARD_FRAME_LIMIT_BYTES = 1_048_576

/** Topics one socket may be subscribed to at once. */
export const RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET = 1_000

/** Open sockets per remote address; a further upgrade is answered 429. */
export const RELAY_MAX_SOCKETS_PER_IP = 256

/** Longest message TTL accepted (30 days, the longest the SDKs use). */
export const RELAY_MAX_TTL_SECONDS = 2_592_000

/** TTL of `wc_proposeSession` / `wc_approveSession` messages when the call names none. */
export const RELAY_SESSION_TTL_SECONDS = 300

/** Unexpired messages kept per topic by the in-memory store. */
export const RELAY_MAX_MESSAGES_PER_TOPIC = 1_000

/** Unexpired messages kept in all by the in-memory store. */
export const RELAY_MAX_STORED_MESSAGES = 100_000

/** How often expired messages are dropped from the store. */
export const RELAY_PURGE_INTERVAL_MS = 60_000

/** Messages answered by one `irn_batchFetchMessages` call (`hasMore` says when more wait). */
export const RELAY_FETCH_PAGE_SIZE = 500

/**
 * Tags the relay gives the messages it publishes for the session calls (the same tags the Sign
 * SDK uses for `wc_sessionPropose` request / response and `wc_sessionSettle` request).
 */
export const SESSION_PROPOSAL_TAG = 1100
export const SESSION_PROPOSAL_RESPONSE_TAG = 1101
export const SESSION_SETTLE_REQUEST_TAG = 1102
