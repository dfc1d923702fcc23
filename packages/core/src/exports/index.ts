export { cancelWalletConnect } from '../actions/cancelWalletConnect.ts'
export { checkActiveNetwork } from '../actions/checkActiveNetwork.ts'
export { close } from '../actions/close.ts'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.ts'
export { connectWalletConnect } from '../actions/connectWalletConnect.ts'
export { type DisconnectParameters, disconnect } from '../actions/disconnect.ts'
export { dismissAlert } from '../actions/dismissAlert.ts'
export {
  type EstimateSendFeeParameters,
  estimateSendFee,
  type SendFee,
} from '../actions/estimateSendFee.ts'
export {
  FAILED_TO_FETCH_TRANSACTIONS,
  type FetchActivityParameters,
  fetchActivity,
} from '../actions/fetchActivity.ts'
export { type FetchBalanceParameters, fetchBalance } from '../actions/fetchBalance.ts'
export { fetchConnectWallets } from '../actions/fetchConnectWallets.ts'
export { fetchNextWalletPage } from '../actions/fetchNextWalletPage.ts'
export { type FetchNftsParameters, fetchNfts } from '../actions/fetchNfts.ts'
export { fetchProfile } from '../actions/fetchProfile.ts'
export {
  BALANCE_NAMESPACES,
  type FetchTokenBalancesParameters,
  fetchTokenBalances,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../actions/fetchTokenBalances.ts'
export { goBack } from '../actions/goBack.ts'
export { hideToast } from '../actions/hideToast.ts'
export { loadRemoteConfig } from '../actions/loadRemoteConfig.ts'
export { type OpenParameters, type OpenReturnType, open } from '../actions/open.ts'
export { pushView } from '../actions/pushView.ts'
export { replaceView } from '../actions/replaceView.ts'
export { type ErrorCategory, reportError } from '../actions/reportError.ts'
export { type ResolveReceiverParameters, resolveReceiver } from '../actions/resolveReceiver.ts'
export { restoreConnections } from '../actions/restoreConnections.ts'
export {
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.ts'
export { type SendTransactionParameters, sendTransaction } from '../actions/sendTransaction.ts'
export { setActiveNetwork } from '../actions/setActiveNetwork.ts'
export { setDeepLinkChoice } from '../actions/setDeepLinkChoice.ts'
export { setThemeMode } from '../actions/setThemeMode.ts'
export { setThemeVariables } from '../actions/setThemeVariables.ts'
export { shake } from '../actions/shake.ts'
export { showAlert } from '../actions/showAlert.ts'
export { type ShowToastParameters, showToast } from '../actions/showToast.ts'
export { type SignMessageParameters, signMessage } from '../actions/signMessage.ts'
export { type SwitchNetworkParameters, switchNetwork } from '../actions/switchNetwork.ts'
export { waitForSend } from '../actions/waitForSend.ts'
export {
  type ActivityState,
  type ActivityStatus,
  INITIAL_ACTIVITY_STATE,
} from '../activity/types.ts'
export { type DiscoveredWallets, watchDiscovered } from '../adapters/watchDiscovered.ts'
export { ALERTS, type Alert, type AlertId, getAlert } from '../alerts/alerts.ts'
export {
  ANALYTICS_FIELD_MAX_LENGTH,
  type AnalyticsErrorEvent,
  toAnalyticsErrorEvent,
  toAnalyticsText,
} from '../api/analyticsEvent.ts'
export {
  type ApiClient,
  type CreateApiClientParameters,
  createApiClient,
  type QueryValue,
} from '../api/createApiClient.ts'
export type {
  Identity,
  Nft,
  TokenBalance,
  Wallet,
  WalletPage,
} from '../api/types.ts'
export { type Cache, createCache } from '../cache/createCache.ts'
export { createLatch, DEFAULT_ENDPOINTS } from '../client/createLatch.ts'
export type { LatchClient } from '../client/latchClient.ts'
export { createLogger, type Logger, type LogLevel } from '../client/logger.ts'
export type {
  Client,
  LatchOptions,
  WalletConnectConfig,
  WalletConnectGlue,
} from '../client/types.ts'
export { addRecentWallet } from '../connection/addRecentWallet.ts'
export { mergeConnections, removeConnectionAccount } from '../connection/mergeConnections.ts'
export * from '../constants.ts'
export { createWalletSearch, type WalletSearch } from '../directory/createWalletSearch.ts'
export {
  type DirectoryState,
  INITIAL_DIRECTORY_STATE,
  type WalletList,
  type WalletListStatus,
} from '../directory/directoryState.ts'
export {
  filterDirectoryWallets,
  filterVisibleConnectors,
  GENERIC_BROWSER_WALLET_ID,
  isExcluded,
} from '../directory/hiddenWallets.ts'
export { LatchError, type LatchErrorParameters } from '../errors/base.ts'
export {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
} from '../errors/caip.ts'
export {
  AdapterNotFoundError,
  ChainNotSupportedError,
  ConnectFailedError,
  ConnectionRejectedError,
  ConnectorNotFoundError,
  DisconnectChainFailedError,
  DisconnectFailedError,
  NetworkNotFoundError,
  NotConnectedError,
  SignatureDeclinedError,
  TransactionRejectedError,
} from '../errors/connection.ts'
export { HttpStatusError, HttpTimeoutError, NetworkRequestError } from '../errors/http.ts'
export { InvalidChainIdError } from '../errors/name.ts'
export { InvalidOptionError, SiwxConflictError } from '../errors/options.ts'
export {
  SendAmountRequiredError,
  SendTokenRequiredError,
  SendValidationError,
  type SendValidationReason,
  UnsupportedSendChainError,
} from '../errors/send.ts'
export {
  InvalidDecimalNumberError,
  InvalidDecimalsError,
  TooManyDecimalsError,
} from '../errors/units.ts'
export {
  getWalletErrorCode,
  isUnknownChainError,
  isUserRejection,
  WALLET_ERROR_CODES,
} from '../errors/walletErrorCode.ts'
export type {
  EventEmitter,
  LatchEvent,
  LatchEventListener,
  LatchEventName,
} from '../events/events.ts'
export {
  type ConnectMethod,
  type Features,
  REMOTE_FEATURES,
  type RemoteFeature,
} from '../features/features.ts'
export {
  DEFAULT_FEATURES,
  type RemoteFeatureConfig,
  resolveFeatures,
} from '../features/resolveFeatures.ts'
export {
  getWalletFeatures,
  WALLET_FEATURE_ORDER,
  type WalletFeature,
} from '../features/walletFeatureOrder.ts'
export {
  arbitrum,
  bitcoin,
  bitcoinTestnet,
  latchDevnet,
  latchDevnet2,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../networks/builtin.ts'
export { defineNetwork } from '../networks/defineNetwork.ts'
export { INITIAL_NFTS_STATE, type NftsState, type NftsStatus } from '../nfts/types.ts'
export { isMobile } from '../platform/isMobile.ts'
export type { TokenBalanceStatus } from '../portfolio/types.ts'
export { getConnectMethodsOrder } from '../router/connectMethodsOrder.ts'
export { getConnectorGroupOrder } from '../router/connectorGroupOrder.ts'
export { getInitialView } from '../router/getInitialView.ts'
export {
  isViewName,
  type RouteEntry,
  type SwitchActiveChainParameters,
  VIEWS,
  type ViewDirection,
  type ViewName,
  type ViewParameters,
} from '../router/views.ts'
export {
  findNetwork,
  getActiveNamespace,
  getActiveNetwork,
  getDefaultNetwork,
  getNamespaceNetwork,
  getNamespaceNetworks,
} from '../selectors/networks.ts'
export {
  DEFAULT_PREFERRED_ACCOUNT_TYPES,
  getPreferredAccountType,
} from '../selectors/preferredAccountType.ts'
export {
  InsufficientBalanceError,
  InvalidReceiverError,
  ModalClosedError,
  NameResolutionError,
  TokenNetworkMismatchError,
} from '../send/errors.ts'
export { tokenAddressOn } from '../send/tokenAddressOn.ts'
export type {
  ResolvedReceiver,
  SendableToken,
} from '../send/types.ts'
export {
  createMemoryStorage,
  createSafeStorage,
  getDefaultStorage,
  noopStorage,
  type Storage,
} from '../storage/createStorage.ts'
export { DEFAULT_STORAGE_KEY_PREFIX, STORAGE_KEYS, storageKey } from '../storage/keys.ts'
export type { LatchStore } from '../store/createLatchStore.ts'
export { THEME_DEFAULTS, type ThemeMode, type ThemeVariables } from '../theme/theme.ts'
export type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  ConnectParameters as AdapterConnectParameters,
  SendTokenAdapterParameters,
  SendTransactionParameters as AdapterSendTransactionParameters,
} from '../types/adapter.ts'
export {
  type AccountType,
  CONNECTOR_GROUPS,
  type Connection,
  type ConnectionRelation,
  type Connector,
  type ConnectorGroup,
  type ConnectorType,
  type RecentWallet,
} from '../types/connector.ts'
export type {
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainLike,
  NativeCurrency,
} from '../types/network.ts'
export type { Endpoints, Metadata } from '../types/options.ts'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  LatchState,
  PersistedState,
  Toast,
  ToastVariant,
} from '../types/state.ts'
export type {
  Transaction,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../types/transaction.ts'
export { CHAIN_NAMESPACES, type ChainNamespace, isChainNamespace } from '../utils/chainNamespace.ts'
export { convertEvmChainIdToCoinType } from '../utils/convertEvmChainIdToCoinType.ts'
export { DEFAULT_ALLOWED_ANCESTORS } from '../utils/defaultAllowedAncestors.ts'
export { filterActivity } from '../utils/filterActivity.ts'
export { filterTokenBalances } from '../utils/filterTokenBalances.ts'
export { formatDiscordUsername } from '../utils/formatDiscordUsername.ts'
export { formatEmailName } from '../utils/formatEmailName.ts'
export { formatNumber } from '../utils/formatNumber.ts'
export { formatQuantity } from '../utils/formatQuantity.ts'
export { formatUnits } from '../utils/formatUnits.ts'
export { formatUsd } from '../utils/formatUsd.ts'
export { getOperationSign, type OperationSign } from '../utils/getOperationSign.ts'
export { getPlatform, type Platform } from '../utils/getPlatform.ts'
export { getVisibleSocials } from '../utils/getVisibleSocials.ts'
export { isAddressForNamespace } from '../utils/isAddressForNamespace.ts'
export { isCaipAddress } from '../utils/isCaipAddress.ts'
export { isCaipNetworkId } from '../utils/isCaipNetworkId.ts'
export { isEvmAddress } from '../utils/isEvmAddress.ts'
export { isMessagingAppBrowser } from '../utils/isMessagingAppBrowser.ts'
export { isOriginAllowed, isValidOriginPattern } from '../utils/isOriginAllowed.ts'
export { isSignedMessage } from '../utils/isSignedMessage.ts'
export { isSolanaAddress } from '../utils/isSolanaAddress.ts'
export {
  isSolanaCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaCommitment,
} from '../utils/isSolanaCommitment.ts'
export { isTransactionHash } from '../utils/isTransactionHash.ts'
export { isValidAccountName } from '../utils/isValidAccountName.ts'
export { isValidEmail } from '../utils/isValidEmail.ts'
export { isValidOtp } from '../utils/isValidOtp.ts'
export { isValidSendCall, type SendCall } from '../utils/isValidSendCall.ts'
export { type ParsedCaipAddress, parseCaipAddress } from '../utils/parseCaipAddress.ts'
export { type ParsedCaipNetworkId, parseCaipNetworkId } from '../utils/parseCaipNetworkId.ts'
export { parseUnits } from '../utils/parseUnits.ts'
export { shortenAddress } from '../utils/shortenAddress.ts'
export {
  DEFAULT_SOCIALS,
  isSocialProvider,
  SOCIAL_PROVIDERS,
  type Social,
  type SocialProvider,
} from '../utils/socials.ts'
export { toCaipAddress } from '../utils/toCaipAddress.ts'
export {
  isSendableNamespace,
  SENDABLE_NAMESPACES,
  type SendableNamespace,
  validateSendParameters,
} from '../utils/validateSendParameters.ts'
export {
  INITIAL_WALLET_CONNECT_STATE,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_NAMESPACES,
} from '../walletconnect/constants.ts'
export { walletConnectGlue } from '../walletconnect/glue.ts'
export { isPairingExpired } from '../walletconnect/isPairingExpired.ts'
export {
  isWalletConnectRejection,
  WC_USER_REJECTED_CODES,
} from '../walletconnect/isWalletConnectRejection.ts'
export type {
  WalletConnectListeners,
  WalletConnectLoadParameters,
  WalletConnectNamespaceSession,
  WalletConnectPairing,
  WalletConnectProvider,
  WalletConnectSession,
  WalletConnectState,
  WalletConnectStatus,
} from '../walletconnect/types.ts'
export { withWalletConnect } from '../walletconnect/withWalletConnect.ts'
