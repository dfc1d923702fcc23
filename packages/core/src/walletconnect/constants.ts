import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { WalletConnectState } from './types.ts'

/** Connector id of WalletConnect, on every namespace it serves. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Namespaces Latch pairs over WalletConnect. */
export const WALLET_CONNECT_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** `state.walletConnect` before any pairing. */
export const INITIAL_WALLET_CONNECT_STATE: WalletConnectState = { status: 'idle' }
