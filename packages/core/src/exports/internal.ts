/**
 * `@latch/core/internal`: what `@latch/react` needs of core beyond the public surface — the
 * modal's selectors (the Connect and AllWallets lists, the Account tabs), directory readers,
 * SPEC constants and formatting helpers.
 *
 * Not public: for `@latch/react` only. Names here may change or go in any release, without a
 * semver promise; a site imports from `@latch/core` (and its other subpaths) instead.
 *
 * @module
 */
export { activateNetwork } from '../actions/activateNetwork.ts'
export { completeNetworkSwitch } from '../actions/completeNetworkSwitch.ts'
export { completeSwitchActiveChain } from '../actions/completeSwitchActiveChain.ts'
export { connectForActiveChain } from '../actions/connectForActiveChain.ts'
export { fetchConnectWallets } from '../actions/fetchConnectWallets.ts'
export { fetchConnectWalletsOncePerOpen } from '../actions/fetchConnectWalletsOncePerOpen.ts'
export { fetchNextWalletPage } from '../actions/fetchNextWalletPage.ts'
export { BALANCE_NAMESPACES } from '../actions/fetchTokenBalances.ts'
export { selectNetwork } from '../actions/selectNetwork.ts'
export { setAccountTab } from '../actions/setAccountTab.ts'
export { setActiveNetwork } from '../actions/setActiveNetwork.ts'
export { startOnramp } from '../actions/startOnramp.ts'
export { startSend } from '../actions/startSend.ts'
export { startSwap } from '../actions/startSwap.ts'
export {
  BALANCE_RETRY_BLOCK_MS,
  HEADER_TEXT_TRANSITION_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MODAL_HEIGHT_TRANSITION_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  RECOMMENDED_WALLETS_COUNT,
  SHAKE_DURATION_MS,
  TOAST_SWAP_DELAY_MS,
  VIEW_TRANSITION_MS,
  WALLET_PAGE_SIZE,
} from '../constants.ts'
export { createWalletSearch, type WalletSearch } from '../directory/createWalletSearch.ts'
export { filterDirectoryWallets, filterVisibleConnectors } from '../directory/hiddenWallets.ts'
export { EMAIL_THROTTLE_MS } from '../embedded/constants.ts'
export {
  acceptLegalTerms,
  getLegalConsentKey,
  getLegalLinks,
  isLegalConsentPending,
  type LegalLinks,
} from '../features/legalConsent.ts'
export { getWalletFeatures, type WalletFeature } from '../features/walletFeatureOrder.ts'
export { ESTIMATE_PROVIDER } from '../onramp/estimateQuote.ts'
export {
  formatFiat,
  getOnrampForm,
  type OnrampDisabledReason,
  type OnrampForm,
  type OnrampToken,
} from '../onramp/onrampForm.ts'
export { isOnrampNamespace } from '../onramp/onrampOptions.ts'
export { isMobile } from '../platform/isMobile.ts'
export { getConnectMethodsOrder } from '../router/connectMethodsOrder.ts'
export { getConnectorGroupOrder } from '../router/connectorGroupOrder.ts'
export { getInitialView } from '../router/getInitialView.ts'
export { getOpeningView } from '../router/getOpeningView.ts'
export { getAccountTab, getAccountTabs } from '../selectors/accountTabs.ts'
export {
  type AddDirectoryWalletsParameters,
  addDirectoryWallets,
} from '../selectors/addDirectoryWallets.ts'
export {
  type AllWalletsItem,
  type AllWalletsList,
  findWalletConnector,
  type GetAllWalletsListParameters,
  getAllWalletsList,
} from '../selectors/getAllWalletsList.ts'
export {
  type ConnectorList,
  type ConnectorListState,
  type GetConnectorListParameters,
  getConnectorList,
} from '../selectors/getConnectorList.ts'
export {
  getWalletFamilies,
  type WalletFamily,
} from '../selectors/getWalletFamilies.ts'
export {
  type GroupConnectorsParameters,
  type GroupedConnector,
  type GroupedEntry,
  type GroupedWallet,
  groupConnectors,
  isBrowserWallet,
} from '../selectors/groupConnectors.ts'
export { isCloseBlocked } from '../selectors/isCloseBlocked.ts'
export { isNamespaceConnected } from '../selectors/isNamespaceConnected.ts'
export {
  getActiveNamespace,
  getActiveNetwork,
  getNamespaceNetwork,
  getNamespaceNetworks,
} from '../selectors/networks.ts'
export {
  getSendableTokens,
  type SendListToken,
  sameSendTokens,
} from '../send/sendableTokens.ts'
export { getSendForm, type SendForm, type SendTransfer } from '../send/sendForm.ts'
export { SWAP_SLIPPAGE_PERCENT } from '../swap/constants.ts'
export {
  getSwapForm,
  type SwapDisabledReason,
  type SwapFee,
  type SwapForm,
} from '../swap/swapForm.ts'
export { filterSwapTokens, type SwapToken } from '../swap/swapTokens.ts'
export { THEME_DEFAULTS } from '../theme/theme.ts'
export { CONNECTOR_GROUPS } from '../types/connector.ts'
export { formatEmailName } from '../utils/formatEmailName.ts'
export { formatQuantity } from '../utils/formatQuantity.ts'
export { formatSocialUsername } from '../utils/formatSocialUsername.ts'
export { formatUsd } from '../utils/formatUsd.ts'
export { getOperationSign, getTransferSign } from '../utils/getOperationSign.ts'
export { getSocialList } from '../utils/getSocialList.ts'
export { intlTag, numberFormat } from '../utils/intlFormat.ts'
export { isAddressForNamespace } from '../utils/isAddressForNamespace.ts'
export { isValidEmail } from '../utils/isValidEmail.ts'
export { EMAIL_OTP_LENGTH } from '../utils/isValidOtp.ts'
export { shortenAddress } from '../utils/shortenAddress.ts'
export { isSendableNamespace } from '../utils/validateSendParameters.ts'
export { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/constants.ts'
export { isPairingExpired } from '../walletconnect/isPairingExpired.ts'
