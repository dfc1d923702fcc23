/** How often the relay pings each socket. The SDK drops a socket that hears nothing for 35 s. */
export const RELAY_PING_INTERVAL_MS = 15_000

/** Largest JSON-RPC frame answered normally; larger ones get a `FRAME_TOO_LARGE` error. */
export const RELAY_MAX_FRAME_BYTES = 65_536

/** Frames above this (or 2 × the frame limit) close the socket (1009) instead of being read. */
export const RELAY_HARD_FRAME_LIMIT_BYTES = 262_144

/**
 * Frames of one socket received and not yet handled; past this the relay stops reading the socket
 * (TCP pushes back on the client) until half are done.
 */
export const RELAY_MAX_QUEUED_FRAMES_PER_SOCKET = 16

/**
 * Bytes of one socket's frames received and not yet handled; past this, as past
 * `RELAY_MAX_QUEUED_FRAMES_PER_SOCKET`, reading stops until half are done. 16 frames at the frame
 * limit (64 KiB) fit; frames of up to 256 KiB, which get only an error, cannot hold 4 MiB.
 */
export const RELAY_MAX_QUEUED_BYTES_PER_SOCKET = 1_048_576

/**
 * Bytes sent to one socket and not yet written out; past this, messages for it wait in the store
 * and go out as the client reads (a client that stops reading cannot make the relay buffer).
 */
export const RELAY_MAX_SEND_BUFFER_BYTES = 1_048_576

/** Requests one socket may make per second, on average (a batch publish counts per message). */
export const RELAY_MAX_REQUESTS_PER_SECOND = 100

/** Requests one socket may make at once before `RELAY_MAX_REQUESTS_PER_SECOND` applies. */
export const RELAY_REQUEST_BURST = 1_000

/** Topics one socket may be subscribed to at once. */
export const RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET = 1_000

/**
 * Open sockets per client address (an IPv4 address, an IPv6 /64, or behind trusted proxies the
 * address they saw); a further upgrade is answered 429. A socket holds at most about 3.5 MiB in
 * buffers (`RELAY_MAX_SEND_BUFFER_BYTES` plus one answer to send, `RELAY_MAX_QUEUED_BYTES_PER_SOCKET`
 * plus one frame waiting, one frame being read), so one address about 230 MiB. The SDKs keep one
 * socket per page or wallet: 64 is 32 dapps with their wallets connected at once behind one NAT
 * address.
 */
export const RELAY_MAX_SOCKETS_PER_IP = 64

/**
 * Longest message TTL kept; a longer one is cut to it. 7 days: the longest TTL Sign SDK 2.25.0
 * publishes with (a request's `expiry`, at most `SESSION_REQUEST_EXPIRY_BOUNDARIES.max`); its own
 * defaults are 5 min (proposal, settlement), 15 min (requests), 1 h (authenticate) and 1 day
 * (update, extend, ping, delete).
 */
export const RELAY_MAX_TTL_SECONDS = 604_800

/** TTL of `wc_proposeSession` / `wc_approveSession` messages when the call names none. */
export const RELAY_SESSION_TTL_SECONDS = 300

/** Unexpired messages kept per topic by the in-memory store. */
export const RELAY_MAX_MESSAGES_PER_TOPIC = 1_000

/** Unexpired messages kept in all by the in-memory store. */
export const RELAY_MAX_STORED_MESSAGES = 100_000

/**
 * Bytes the in-memory store keeps in all, counted as each message's and attestation's UTF-8 bytes
 * plus `RELAY_MESSAGE_OVERHEAD_BYTES`. When full, the client holding the most (of the address
 * holding the most) loses its oldest messages; that client itself is refused.
 */
export const RELAY_MAX_STORED_BYTES = 268_435_456

/** Bytes of unexpired messages one client (JWT `iss`) may keep in the in-memory store. */
export const RELAY_MAX_STORED_BYTES_PER_CLIENT = 16_777_216

/**
 * Bytes of unexpired messages the clients of one remote address may keep in the in-memory store,
 * room for a few clients (browser tabs, a wallet) at their own limit. When full, the client of that
 * address holding the most loses its oldest messages; that client itself is refused.
 */
export const RELAY_MAX_STORED_BYTES_PER_IP = 67_108_864

/** What one stored message costs beyond its text (its id, topic, indexes), in counted bytes. */
export const RELAY_MESSAGE_OVERHEAD_BYTES = 512

/** How often expired messages are dropped from the store. */
export const RELAY_PURGE_INTERVAL_MS = 60_000

/** Messages answered by one `irn_batchFetchMessages` call (`hasMore` says when more wait). */
export const RELAY_FETCH_PAGE_SIZE = 500

/** Message bytes one `irn_batchFetchMessages` answer holds at most (beyond its first message). */
export const RELAY_FETCH_PAGE_BYTES = 1_048_576

/**
 * Tags the relay gives the messages it publishes for the session calls (the same tags the Sign
 * SDK uses for `wc_sessionPropose` request / response and `wc_sessionSettle` request).
 */
export const SESSION_PROPOSAL_TAG = 1100
export const SESSION_PROPOSAL_RESPONSE_TAG = 1101
export const SESSION_SETTLE_REQUEST_TAG = 1102
