/** At most this many permissions in one grant. */
export const SESSION_MAX_PERMISSIONS = 8
/** The longest session a site may ask for: 90 days, in seconds. */
export const SESSION_MAX_LIFETIME_S = 90 * 24 * 60 * 60
/** The longest ticker kept (display only). */
export const SESSION_MAX_TICKER_LENGTH = 16
/** The longest signer id kept (ERC-7715 `key` / `keys` signers). */
export const SESSION_MAX_SIGNER_ID_LENGTH = 256
/** `transfer(address,uint256)`'s selector: the only ERC-20 call a session may make. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb'
/**
 * The JSON-RPC code a call the session does not cover is refused with (EIP-1193's "unauthorized":
 * the session does not authorise it). The wallet never asks the visitor instead.
 */
export const SESSION_REFUSED_CODE = 4100
