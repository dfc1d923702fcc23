export { RPC_TIMEOUT_MS } from '../actions/createBalanceReader.ts'
export { INJECTED_CONNECTOR_ID } from '../discovery/discoverWallets.ts'
export { ProviderNotFoundError, RpcUrlRequiredError } from '../errors.ts'
export { DEFAULT_RECONNECT_TIMEOUT_MS, type EvmAdapterOptions, evmAdapter } from '../evmAdapter.ts'
export type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  Eip6963ProviderInfo,
  WalletInfoOverride,
} from '../types.ts'
