export { dismissAlert, shake, showAlert } from '../actions/alert.ts'
export { close } from '../actions/close.ts'
export { goBack, pushView, replaceView } from '../actions/navigation.ts'
export { type OpenParameters, open } from '../actions/open.ts'
export { setThemeMode, setThemeVariables } from '../actions/theme.ts'
export { hideToast, type ShowToastParameters, showToast } from '../actions/toast.ts'
export { ALERTS, type Alert, type AlertId, getAlert } from '../alerts/alerts.ts'
export { createLatch, DEFAULT_ENDPOINTS, type LatchClient } from '../client/createLatch.ts'
export { createLogger, type Logger, type LogLevel } from '../client/logger.ts'
export * from '../constants.ts'
export { LatchError, type LatchErrorParameters } from '../errors/base.ts'
export { InvalidOptionError, SiwxConflictError } from '../errors/options.ts'
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
export { isMobile } from '../platform/isMobile.ts'
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
  createMemoryStorage,
  createSafeStorage,
  getDefaultStorage,
  noopStorage,
  type Storage,
} from '../storage/createStorage.ts'
export { DEFAULT_STORAGE_KEY_PREFIX, STORAGE_KEYS, storageKey } from '../storage/keys.ts'
export type { LatchStore } from '../store/createLatchStore.ts'
export { THEME_DEFAULTS, type ThemeMode, type ThemeVariables } from '../theme/theme.ts'
export type { ChainAdapter } from '../types/adapter.ts'
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
export type { Endpoints, LatchOptions, Metadata } from '../types/options.ts'
export type {
  AccountState,
  ConnectedWalletInfo,
  ConnectionStatus,
  LatchState,
  PersistedState,
  Toast,
  ToastVariant,
} from '../types/state.ts'
export { CHAIN_NAMESPACES, type ChainNamespace } from '../utils/chainNamespace.ts'
