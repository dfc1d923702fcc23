/** SPEC §9 business constants. Units are in the names. */

/** A WalletConnect pairing URI lives this long after it is set (SPEC §4 Pairing). */
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing counts as expired this long before its lifetime ends (SPEC §4 Pairing). */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** After a failed balance fetch, retries are blocked this long (SPEC §4). */
export const BALANCE_RETRY_BLOCK_MS = 30_000
/** Pause between one toast leaving and the next appearing. */
export const TOAST_SWAP_DELAY_MS = 150
/** How long a toast stays when it closes itself. */
export const TOAST_AUTO_CLOSE_MS = 2_200
/** How long the modal shakes on a refused action. */
export const SHAKE_DURATION_MS = 500
/** Preloading a wallet icon gives up after this long (SPEC §9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** AllWallets search waits for this pause in typing before asking (SPEC §9). */
export const SEARCH_MIN_WAIT_MS = 300
/** How many recommended directory wallets Connect lists (SPEC §9). */
export const RECOMMENDED_WALLETS_COUNT = 4
/** Wallets per AllWallets page (SPEC §9). */
export const WALLET_PAGE_SIZE = 40
/** Wallets one search asks for (SPEC §9). */
export const SEARCH_PAGE_SIZE = 100
/** How many recent wallets are kept (SPEC §4). */
export const RECENT_WALLETS_MAX = 2
/** At most this many error reports per window (SPEC §7). */
export const ERROR_REPORTS_MAX = 5
/** The window `ERROR_REPORTS_MAX` counts in. */
export const ERROR_REPORTS_WINDOW_MS = 60_000
/** Token balances are cached this long per address and network (SPEC §9). */
export const PORTFOLIO_CACHE_MS = 30_000
/** Native balances are cached this long per address and network (SPEC §9). */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** Name lookups (a name to its addresses) are cached this long (SPEC §9). */
export const ENS_CACHE_MS = 300_000
/** Identity lookups (an address to its name and avatar) are cached this long (SPEC §9). */
export const IDENTITY_CACHE_MS = 300_000
/** An HTTP call or RPC request that has not answered by then fails (SPEC §9). */
export const HTTP_RPC_TIMEOUT_MS = 10_000

/** The header title cross-fades this long (SPEC §2). */
export const HEADER_TEXT_TRANSITION_MS = 120
/** The modal animates a height change this long (SPEC §2). */
export const MODAL_HEIGHT_TRANSITION_MS = 150
/** One view slides to the next this long (SPEC §2). */
export const VIEW_TRANSITION_MS = 150

/** Version reported to the server with every call (`sv`). */
export const SDK_VERSION = '0.1.0'
/** SDK type reported to the server with every call (`st`). */
export const SDK_TYPE = 'latch-react'
