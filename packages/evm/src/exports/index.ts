// The same class core and @latch/solana throw: `instanceof` holds whichever package threw it.
export { RpcUrlRequiredError } from '@latch/core'
export { INJECTED_CONNECTOR_ID } from '../discovery/discoverWallets.ts'
export {
  InvalidReceiverChecksumError,
  ProviderNotFoundError,
  TransferNotConfirmedError,
} from '../errors.ts'
export { DEFAULT_RECONNECT_TIMEOUT_MS, type EvmAdapterOptions, evmAdapter } from '../evmAdapter.ts'
export {
  type ExternalConnector,
  type ExternalConnectorParameters,
  externalConnector,
} from '../externalConnector.ts'
export { isUsdtStyleToken, KNOWN_USDT_STYLE_TOKENS } from '../send/usdtStyleTokens.ts'
export {
  NODE_LEVEL_ERROR_CODES,
  RPC_BATCH_SIZE,
  RPC_FALLBACK_RANK,
  RPC_TIMEOUT_MS,
} from '../transport/constants.ts'
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  WalletInfoOverride,
} from '../types.ts'
