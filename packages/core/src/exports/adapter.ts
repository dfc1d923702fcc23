/**
 * `@latch/core/adapter`: what a chain adapter (`@latch/evm`, `@latch/solana` …) or the
 * WalletConnect package is written against — the adapter contract, the context core hands it,
 * wallet discovery, wallet-error codes, the WalletConnect glue, and the embedded wallet's glue,
 * frame protocol types and errors (for `@latch/embedded-wallet`).
 *
 * @example
 * import type { ChainAdapter } from '@latch/core/adapter'
 * export function myAdapter(): ChainAdapter { … }
 *
 * @module
 */
export { type DiscoveredWallets, watchDiscovered } from '../adapters/watchDiscovered.ts'
export { createLogger } from '../client/logger.ts'
export type {
  EmbeddedWalletConfig,
  EmbeddedWalletGlue,
  WalletConnectConfig,
  WalletConnectGlue,
} from '../client/types.ts'
export { HTTP_RPC_TIMEOUT_MS } from '../constants.ts'
export { embeddedWalletGlue } from '../embedded/glue.ts'
export { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '../embedded/rpcMethods.ts'
export type {
  EmbeddedCallOptions,
  EmbeddedEmailAction,
  EmbeddedFrameAction,
  EmbeddedFrameCalls,
  EmbeddedFrameEventName,
  EmbeddedFrameRect,
  EmbeddedUpdateEmailAction,
  EmbeddedUser,
  EmbeddedWalletLoadParameters,
  EmbeddedWalletProvider,
} from '../embedded/types.ts'
export {
  EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  type EmbeddedWalletRequestErrorParameters,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
} from '../errors/embedded.ts'
export {
  getWalletErrorCode,
  isUnknownChainError,
  WALLET_ERROR_CODES,
} from '../errors/walletErrorCode.ts'
export type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  ConnectParameters as AdapterConnectParameters,
  SendTokenAdapterParameters,
  SendTransactionParameters as AdapterSendTransactionParameters,
} from '../types/adapter.ts'
export {
  isSolanaCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaCommitment,
} from '../utils/isSolanaCommitment.ts'
export { isSocialProvider, SOCIAL_PROVIDERS, type SocialProvider } from '../utils/socials.ts'
export { walletConnectGlue } from '../walletconnect/glue.ts'
export type {
  WalletConnectListeners,
  WalletConnectLoadParameters,
  WalletConnectNamespaceSession,
  WalletConnectPairing,
  WalletConnectProvider,
  WalletConnectSession,
  WalletConnectSignIn,
  WalletConnectSignInRequest,
} from '../walletconnect/types.ts'
