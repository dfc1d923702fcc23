import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { WalletConnectState } from './types.ts'

/** Connector id of WalletConnect, on every namespace it serves. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Namespaces Latch pairs over WalletConnect. */
export const WALLET_CONNECT_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/**
 * How long before a uri counts as expired its replacement is asked for: making a pairing takes
 * the SDK a moment (a relay round trip, ~1–2 s on a busy machine), and the new uri must be in
 * place before the old one reaches expiry minus the margin, or the code would blank meanwhile.
 */
export const PAIRING_REFRESH_LEAD_MS = 20_000

/**
 * How long making a pairing (the relay round trip that yields the uri) may take before the relay
 * counts as unreachable and the view says so, instead of an empty code forever: the SDK itself
 * retries a refused socket without end. Well under {@link PAIRING_REFRESH_LEAD_MS}.
 */
export const PAIRING_URI_TIMEOUT_MS = 10_000

/**
 * WalletConnect's SESSION_SETTLEMENT_FAILED: the Sign SDK refused the wallet's one-click answer,
 * e.g. a contract account's CACAO it could not verify (it asks WalletConnect's hosted RPC).
 */
export const WC_SESSION_SETTLEMENT_FAILED = 7000

/** `state.walletConnect` before any pairing. */
export const INITIAL_WALLET_CONNECT_STATE: WalletConnectState = { status: 'idle' }
