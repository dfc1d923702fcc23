/** SPEC §9 swap slippage tolerance, in percent: the swap reverts below 99 % of its quote. */
export const SWAP_SLIPPAGE_PERCENT = 1

/** How often the quote of an open Swap form is asked again. */
export const SWAP_QUOTE_REFRESH_MS = 12_000

/** How long typing must pause before a new amount is quoted. */
export const SWAP_QUOTE_WAIT_MS = 300

/** Gas an ERC-20 `approve` takes at most (a first approval writes a new storage slot). */
export const APPROVE_GAS_ESTIMATE = 60_000n

/** Gas a swap is reckoned at before its quote tells (Uniswap V2 two-hop swaps take ~150 k). */
export const SWAP_GAS_FALLBACK = 250_000n

/** How often a sent transaction's receipt is asked for. */
export const RECEIPT_POLL_MS = 1_000

/** How long the kit waits for a sent transaction to be mined before it says so. */
export const RECEIPT_TIMEOUT_MS = 180_000
