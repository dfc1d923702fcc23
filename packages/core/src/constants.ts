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
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const SEARCH_MIN_WAIT_MS = 300
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLET_PAGE_SIZE = 40
export const SEARCH_PAGE_SIZE = 100
export const PENDING_TRANSACTIONS_LIMIT = 99
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1
export const RECENT_WALLETS_MAX = 2
export const EMAIL_RESEND_COOLDOWN_MS = 30_000
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 300_000
export const IDENTITY_CACHE_MS = 300_000
export const ERROR_MESSAGE_DELAY_MS = 300
export const HTTP_RPC_TIMEOUT_MS = 10_000
export const HTTP_RPC_BATCH_SIZE = 1_000

/** SPEC §2 animation durations. */
export const HEADER_TEXT_TRANSITION_MS = 120
export const MODAL_HEIGHT_TRANSITION_MS = 150
export const VIEW_TRANSITION_MS = 150

/** Version reported to the server with every call (`sv`). */
export const SDK_VERSION = '0.1.0'
/** SDK type reported to the server with every call (`st`). */
export const SDK_TYPE = 'latch-react'
