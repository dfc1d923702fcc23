import { HTTP_RPC_TIMEOUT_MS } from '@latch/core/adapter'

/** Each HTTP RPC request gives up after this long (SPEC §9 HTTP RPC: 10 s). */
export const RPC_TIMEOUT_MS = HTTP_RPC_TIMEOUT_MS

/** Calls made in the same tick go out as one JSON-RPC batch of at most this many (SPEC §9). */
export const RPC_BATCH_SIZE = 1_000

/**
 * How viem's `fallback` ranks a network's URLs (SPEC §7, §9): a `net_listening` ping to each every
 * 4 s, given up after 1 s; the last 10 samples score each URL by latency (weight 0.3) and
 * stability (0.7), and requests go to the best first.
 */
export const RPC_FALLBACK_RANK = {
  interval: 4_000,
  sampleCount: 10,
  timeout: 1_000,
  weights: { latency: 0.3, stability: 0.7 },
} as const

/**
 * JSON-RPC codes of a node answering that the request itself fails, which another node would
 * answer the same: 3 (execution reverted, with its data), -32000 (invalid input: nonce too low,
 * insufficient funds …), -32602 (invalid params), -32003 (transaction rejected). SPEC §8: the
 * fallback transport does not fail over on them (nor on a user rejection).
 */
export const NODE_LEVEL_ERROR_CODES: readonly number[] = [3, -32_000, -32_602, -32_003]
