export { RPC_TIMEOUT_MS } from '../actions/createBalanceReader.ts'
export { INJECTED_CONNECTOR_ID } from '../discovery/discoverWallets.ts'
export {
  InvalidReceiverChecksumError,
  ProviderNotFoundError,
  RpcUrlRequiredError,
  TransferNotConfirmedError,
} from '../errors.ts'
export { DEFAULT_RECONNECT_TIMEOUT_MS, type EvmAdapterOptions, evmAdapter } from '../evmAdapter.ts'
export {
  type ExternalConnector,
  type ExternalConnectorParameters,
  externalConnector,
} from '../externalConnector.ts'
export { isUsdtStyleToken, KNOWN_USDT_STYLE_TOKENS } from '../send/usdtStyleTokens.ts'
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  WalletInfoOverride,
} from '../types.ts'
