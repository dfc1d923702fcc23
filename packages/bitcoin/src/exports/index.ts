export {
  type BitcoinAdapter,
  type BitcoinAdapterOptions,
  bitcoinAdapter,
  DEFAULT_RECONNECT_TIMEOUT_MS,
} from '../bitcoinAdapter.ts'
export { bitcoinConnectorId, SATS_CONNECT_CONNECTOR_ID } from '../discovery/discoverWallets.ts'
export {
  AccountNotAuthorizedError,
  BitcoinReadNotSupportedError,
  SatsConnectRequestError,
  WalletChainNotSupportedError,
  WalletFeatureNotSupportedError,
  WalletNotFoundError,
} from '../errors.ts'
export { SATS_CONNECT_USER_REJECTION } from '../satsConnect/satsConnectWallet.ts'
export type {
  BitcoinAccount,
  BitcoinAddressPurpose,
  SatsConnectProvider,
  StandardWallet,
  StandardWalletAccount,
  WalletChain,
  WalletInfoOverride,
} from '../types.ts'
export { referenceOfWalletChain, walletChainOf } from '../utils/walletChain.ts'
