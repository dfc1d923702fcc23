/**
 * `@latch/core`: what a site uses — `createLatch`, the client and its actions, the errors they
 * throw and the types of its state. Networks are in `@latch/core/networks`, what an adapter
 * author needs in `@latch/core/adapter`, the server's wire types in `@latch/core/api`.
 *
 * @example
 * import { createLatch } from '@latch/core'
 * import { mainnet } from '@latch/core/networks'
 * const latch = createLatch({ projectId: 'latch-dev-project', networks: [mainnet] })
 *
 * @module
 */

// Actions: `latch.connect(parameters)` is `connect(latch, parameters)`
export {
  type AddEmbeddedPasskeyErrorType,
  type AddEmbeddedPasskeyReturnType,
  addEmbeddedPasskey,
} from '../actions/addEmbeddedPasskey.ts'
export {
  type ApproveSwapErrorType,
  type ApproveSwapReturnType,
  approveSwap,
} from '../actions/approveSwap.ts'
export {
  type CancelSignInErrorType,
  type CancelSignInReturnType,
  cancelSignIn,
} from '../actions/cancelSignIn.ts'
export {
  type CancelWalletConnectErrorType,
  type CancelWalletConnectReturnType,
  cancelWalletConnect,
} from '../actions/cancelWalletConnect.ts'
export { type CloseErrorType, type CloseReturnType, close } from '../actions/close.ts'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect.ts'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connectEmail.ts'
export {
  type ConnectEmailDeviceErrorType,
  type ConnectEmailDeviceReturnType,
  connectEmailDevice,
} from '../actions/connectEmailDevice.ts'
export {
  type ConnectFarcasterErrorType,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster.ts'
export {
  type ConnectPasskeyErrorType,
  type ConnectPasskeyParameters,
  type ConnectPasskeyReturnType,
  connectPasskey,
} from '../actions/connectPasskey.ts'
export {
  type ConnectSocialErrorType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial.ts'
export {
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectReturnType,
  connectWalletConnect,
} from '../actions/connectWalletConnect.ts'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '../actions/disconnect.ts'
export {
  type DismissAlertErrorType,
  type DismissAlertReturnType,
  dismissAlert,
} from '../actions/dismissAlert.ts'
export {
  type EditOnrampErrorType,
  type EditOnrampReturnType,
  editOnramp,
} from '../actions/editOnramp.ts'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../actions/estimateSendFee.ts'
export {
  type ExportEmbeddedRecoveryErrorType,
  type ExportEmbeddedRecoveryReturnType,
  exportEmbeddedRecovery,
} from '../actions/exportEmbeddedRecovery.ts'
export {
  type FetchActivityErrorType,
  type FetchActivityParameters,
  type FetchActivityReturnType,
  fetchActivity,
} from '../actions/fetchActivity.ts'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance.ts'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions.ts'
export {
  type FetchNftsErrorType,
  type FetchNftsParameters,
  type FetchNftsReturnType,
  fetchNfts,
} from '../actions/fetchNfts.ts'
export {
  type FetchOnrampOptionsErrorType,
  type FetchOnrampOptionsReturnType,
  fetchOnrampOptions,
} from '../actions/fetchOnrampOptions.ts'
export {
  type FetchOnrampQuotesErrorType,
  type FetchOnrampQuotesReturnType,
  fetchOnrampQuotes,
} from '../actions/fetchOnrampQuotes.ts'
export {
  type FetchProfileErrorType,
  type FetchProfileReturnType,
  fetchProfile,
} from '../actions/fetchProfile.ts'
export {
  type FetchSmartSessionsErrorType,
  type FetchSmartSessionsParameters,
  type FetchSmartSessionsReturnType,
  fetchSmartSessions,
} from '../actions/fetchSmartSessions.ts'
export {
  type FetchSwapQuoteErrorType,
  type FetchSwapQuoteReturnType,
  fetchSwapQuote,
} from '../actions/fetchSwapQuote.ts'
export {
  type FetchSwapTokensErrorType,
  type FetchSwapTokensParameters,
  type FetchSwapTokensReturnType,
  fetchSwapTokens,
} from '../actions/fetchSwapTokens.ts'
export {
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
} from '../actions/fetchTokenBalances.ts'
export {
  type FlipSwapErrorType,
  type FlipSwapReturnType,
  flipSwap,
} from '../actions/flipSwap.ts'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/getCallsStatus.ts'
export {
  type Capabilities,
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/getCapabilities.ts'
export {
  type GetSiwxSessionErrorType,
  type GetSiwxSessionParameters,
  type GetSiwxSessionReturnType,
  getSiwxSession,
} from '../actions/getSiwxSession.ts'
export { type GoBackErrorType, type GoBackReturnType, goBack } from '../actions/goBack.ts'
export {
  type AllowancePolicy,
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
  type PermissionRequest,
} from '../actions/grantPermissions.ts'
export {
  type HideEmbeddedFrameErrorType,
  type HideEmbeddedFrameReturnType,
  hideEmbeddedFrame,
} from '../actions/hideEmbeddedFrame.ts'
export {
  type HideToastErrorType,
  type HideToastParameters,
  type HideToastReturnType,
  hideToast,
} from '../actions/hideToast.ts'
export {
  type OpenErrorType,
  type OpenParameters,
  type OpenReturnType,
  open,
} from '../actions/open.ts'
export {
  type OpenOnrampProviderErrorType,
  type OpenOnrampProviderParameters,
  type OpenOnrampProviderReturnType,
  openOnrampProvider,
} from '../actions/openOnrampProvider.ts'
export {
  type PushViewErrorType,
  type PushViewParameters,
  type PushViewReturnType,
  pushView,
} from '../actions/pushView.ts'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '../actions/registerAccountName.ts'
export {
  type ReplaceViewErrorType,
  type ReplaceViewParameters,
  type ReplaceViewReturnType,
  replaceView,
} from '../actions/replaceView.ts'
export {
  type ErrorCategory,
  type ReportErrorErrorType,
  type ReportErrorParameters,
  type ReportErrorReturnType,
  reportError,
} from '../actions/reportError.ts'
export {
  type ResendEmailCodeErrorType,
  type ResendEmailCodeReturnType,
  resendEmailCode,
} from '../actions/resendEmailCode.ts'
export {
  type ResetEmailLoginErrorType,
  type ResetEmailLoginReturnType,
  resetEmailLogin,
} from '../actions/resetEmailLogin.ts'
export {
  type ResetOnrampErrorType,
  type ResetOnrampReturnType,
  resetOnramp,
} from '../actions/resetOnramp.ts'
export {
  type ResetSendErrorType,
  type ResetSendReturnType,
  resetSend,
} from '../actions/resetSend.ts'
export {
  type ResetSwapErrorType,
  type ResetSwapReturnType,
  resetSwap,
} from '../actions/resetSwap.ts'
export { resetUpdateEmail } from '../actions/resetUpdateEmail.ts'
export {
  type ResolveReceiverErrorType,
  type ResolveReceiverParameters,
  type ResolveReceiverReturnType,
  resolveReceiver,
} from '../actions/resolveReceiver.ts'
export {
  type RetrySwapErrorType,
  type RetrySwapReturnType,
  retrySwap,
} from '../actions/retrySwap.ts'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '../actions/revokePermissions.ts'
export {
  type Call,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls.ts'
export {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken.ts'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '../actions/sendTransaction.ts'
export {
  type SetDeepLinkChoiceErrorType,
  type SetDeepLinkChoiceParameters,
  type SetDeepLinkChoiceReturnType,
  setDeepLinkChoice,
} from '../actions/setDeepLinkChoice.ts'
export {
  type SetLocaleErrorType,
  type SetLocaleParameters,
  type SetLocaleReturnType,
  setLocale,
} from '../actions/setLocale.ts'
export {
  type SetOnrampAmountErrorType,
  type SetOnrampAmountParameters,
  type SetOnrampAmountReturnType,
  setOnrampAmount,
} from '../actions/setOnrampAmount.ts'
export {
  type SetOnrampFiatErrorType,
  type SetOnrampFiatParameters,
  type SetOnrampFiatReturnType,
  setOnrampFiat,
} from '../actions/setOnrampFiat.ts'
export {
  type SetOnrampPaymentMethodErrorType,
  type SetOnrampPaymentMethodParameters,
  type SetOnrampPaymentMethodReturnType,
  setOnrampPaymentMethod,
} from '../actions/setOnrampPaymentMethod.ts'
export {
  type SetOnrampProviderErrorType,
  type SetOnrampProviderParameters,
  type SetOnrampProviderReturnType,
  setOnrampProvider,
} from '../actions/setOnrampProvider.ts'
export {
  type SetOnrampTokenErrorType,
  type SetOnrampTokenParameters,
  type SetOnrampTokenReturnType,
  setOnrampToken,
} from '../actions/setOnrampToken.ts'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType.ts'
export {
  type SetSendMaxAmountErrorType,
  type SetSendMaxAmountReturnType,
  setSendMaxAmount,
} from '../actions/setSendMaxAmount.ts'
export {
  type SetSendReceiverAddressErrorType,
  type SetSendReceiverAddressParameters,
  type SetSendReceiverAddressReturnType,
  setSendReceiverAddress,
} from '../actions/setSendReceiverAddress.ts'
export {
  type SetSendStepErrorType,
  type SetSendStepParameters,
  type SetSendStepReturnType,
  setSendStep,
} from '../actions/setSendStep.ts'
export {
  type SetSendTokenErrorType,
  type SetSendTokenParameters,
  type SetSendTokenReturnType,
  setSendToken,
} from '../actions/setSendToken.ts'
export {
  type SetSendTokenAmountErrorType,
  type SetSendTokenAmountParameters,
  type SetSendTokenAmountReturnType,
  setSendTokenAmount,
} from '../actions/setSendTokenAmount.ts'
export {
  type SetSwapAmountErrorType,
  type SetSwapAmountParameters,
  type SetSwapAmountReturnType,
  setSwapAmount,
} from '../actions/setSwapAmount.ts'
export {
  type SetSwapMaxAmountErrorType,
  type SetSwapMaxAmountReturnType,
  setSwapMaxAmount,
} from '../actions/setSwapMaxAmount.ts'
export {
  type SetSwapStepErrorType,
  type SetSwapStepParameters,
  type SetSwapStepReturnType,
  setSwapStep,
} from '../actions/setSwapStep.ts'
export {
  type SetSwapTokenErrorType,
  type SetSwapTokenParameters,
  type SetSwapTokenReturnType,
  setSwapToken,
} from '../actions/setSwapToken.ts'
export {
  type SetSwapTokenSearchErrorType,
  type SetSwapTokenSearchParameters,
  type SetSwapTokenSearchReturnType,
  setSwapTokenSearch,
} from '../actions/setSwapTokenSearch.ts'
export {
  type SetThemeModeErrorType,
  type SetThemeModeParameters,
  type SetThemeModeReturnType,
  setThemeMode,
} from '../actions/setThemeMode.ts'
export {
  type SetThemeVariablesErrorType,
  type SetThemeVariablesParameters,
  type SetThemeVariablesReturnType,
  setThemeVariables,
} from '../actions/setThemeVariables.ts'
export { type ShakeErrorType, type ShakeReturnType, shake } from '../actions/shake.ts'
export {
  type ShowAlertErrorType,
  type ShowAlertParameters,
  type ShowAlertReturnType,
  showAlert,
} from '../actions/showAlert.ts'
export {
  type ShowEmbeddedFrameErrorType,
  type ShowEmbeddedFrameParameters,
  type ShowEmbeddedFrameReturnType,
  showEmbeddedFrame,
} from '../actions/showEmbeddedFrame.ts'
export {
  type ShowToastErrorType,
  type ShowToastParameters,
  type ShowToastReturnType,
  showToast,
} from '../actions/showToast.ts'
export { type SignInErrorType, type SignInReturnType, signIn } from '../actions/signIn.ts'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '../actions/signMessage.ts'
export {
  type SignOutErrorType,
  type SignOutParameters,
  type SignOutReturnType,
  signOut,
} from '../actions/signOut.ts'
export {
  type SubmitSendErrorType,
  type SubmitSendReturnType,
  submitSend,
} from '../actions/submitSend.ts'
export {
  type SubmitSwapErrorType,
  type SubmitSwapReturnType,
  submitSwap,
} from '../actions/submitSwap.ts'
export {
  type SwitchAccountErrorType,
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from '../actions/switchAccount.ts'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from '../actions/switchConnection.ts'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork.ts'
export {
  type UpdateEmailErrorType,
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail.ts'
export {
  type VerifyEmailOtpErrorType,
  type VerifyEmailOtpParameters,
  type VerifyEmailOtpReturnType,
  verifyEmailOtp,
} from '../actions/verifyEmailOtp.ts'
export {
  type VerifyUpdateEmailPrimaryOtpErrorType,
  type VerifyUpdateEmailPrimaryOtpParameters,
  type VerifyUpdateEmailPrimaryOtpReturnType,
  verifyUpdateEmailPrimaryOtp,
} from '../actions/verifyUpdateEmailPrimaryOtp.ts'
export {
  type VerifyUpdateEmailSecondaryOtpErrorType,
  type VerifyUpdateEmailSecondaryOtpParameters,
  type VerifyUpdateEmailSecondaryOtpReturnType,
  verifyUpdateEmailSecondaryOtp,
} from '../actions/verifyUpdateEmailSecondaryOtp.ts'
export {
  type WaitForCallsStatusErrorType,
  type WaitForCallsStatusParameters,
  type WaitForCallsStatusReturnType,
  waitForCallsStatus,
} from '../actions/waitForCallsStatus.ts'
export {
  type WatchOnrampOrderErrorType,
  type WatchOnrampOrderReturnType,
  watchOnrampOrder,
} from '../actions/watchOnrampOrder.ts'
// State and the types it is made of
export type { ActivityState, ActivityStatus } from '../activity/types.ts'
export type { Alert, AlertId } from '../alerts/alerts.ts'
export type {
  Transaction,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../api/history.ts'
export type { Identity, Nft, TokenBalance, Wallet } from '../api/types.ts'
export type { CallsReceipt, CallsStatus } from '../calls/callsStatus.ts'
// The client
export { createLatch } from '../client/createLatch.ts'
export type { LatchClient } from '../client/latchClient.ts'
// Storage, logging and units
export type { Logger, LogLevel } from '../client/logger.ts'
export type { Client, EmbeddedWalletConfig, LatchOptions } from '../client/types.ts'
export type { DirectoryState, WalletList, WalletListStatus } from '../directory/directoryState.ts'
// Errors
export type {
  EmbeddedEmailAction,
  EmbeddedEmailChange,
  EmbeddedEmailChangeStep,
  EmbeddedFrameRect,
  EmbeddedLoginStep,
  EmbeddedSocialState,
  EmbeddedState,
  EmbeddedUpdateEmailAction,
  EmbeddedUser,
} from '../embedded/types.ts'
export { AccountNotInConnectionError, PaymentAccountRequiredError } from '../errors/account.ts'
export {
  AuthConnectorNotFoundError,
  InvalidAccountNameError,
  type InvalidAccountNameReason,
  NameSuggestionsError,
  RegisterAccountNameError,
} from '../errors/accountName.ts'
export { LatchError, type LatchErrorParameters } from '../errors/base.ts'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.ts'
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
  RelayUnavailableError,
  SignatureDeclinedError,
  TransactionRejectedError,
} from '../errors/connection.ts'
export {
  EmailThrottleError,
  EmbeddedDependencyLoadError,
  EmbeddedNotConnectedError,
  EmbeddedRequestClosedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
  InvalidEmailError,
} from '../errors/embedded.ts'
export { FarcasterConnectionError } from '../errors/farcaster.ts'
export { HttpStatusError, HttpTimeoutError, NetworkRequestError } from '../errors/http.ts'
export { InvalidChainIdError } from '../errors/name.ts'
export { InvalidOptionError, SiwxConflictError } from '../errors/options.ts'
export { RpcResponseError, RpcUrlRequiredError } from '../errors/rpc.ts'
export {
  SendAmountRequiredError,
  SendTokenRequiredError,
  SendValidationError,
  type SendValidationReason,
  UnsupportedSendChainError,
} from '../errors/send.ts'
export { SmartSessionsDisabledError } from '../errors/sessions.ts'
export {
  SiwxInitError,
  SiwxNotEnabledError,
  SiwxSessionRejectedError,
  type SiwxSessionRejectedErrorParameters,
  SiwxSignInFailedError,
  SmartAccountSignInError,
} from '../errors/siwx.ts'
export {
  AccountTypeNotSupportedError,
  CallsNotSupportedError,
  CallsStatusTimeoutError,
  InvalidCallError,
  type InvalidCallErrorParameters,
  NoCallsError,
  SmartAccountSignatureError,
} from '../errors/smartAccount.ts'
export { SocialConnectionError, SocialPopupClosedError } from '../errors/social.ts'
export {
  InvalidDecimalNumberError,
  InvalidDecimalsError,
  TooManyDecimalsError,
} from '../errors/units.ts'
export { isUserRejection } from '../errors/walletErrorCode.ts'
export type {
  LatchEvent,
  LatchEventListener,
  LatchEventName,
} from '../events/events.ts'
export type { ConnectMethod, Features } from '../features/features.ts'
export {
  browserLanguages,
  LOCALES,
  type Locale,
  localeDirection,
  matchLocale,
} from '../i18n/locales.ts'
export {
  ACCOUNT_NAME_MESSAGE_PURPOSE,
  type AccountNameMessage,
  createAccountNameMessage,
  parseAccountNameMessage,
} from '../names/accountNameMessage.ts'
export {
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_NAME_MIN_LENGTH,
  checkAccountNameLabel,
  DEFAULT_ACCOUNT_NAME_ZONE,
  normalizeAccountName,
} from '../names/normalizeAccountName.ts'
export type { NftsState, NftsStatus } from '../nfts/types.ts'
export {
  OnrampOrderFailedError,
  OnrampOrderTimeoutError,
  OnrampRequestError,
} from '../onramp/errors.ts'
export type {
  OnrampOptionsState,
  OnrampOrderState,
  OnrampQuotesState,
  OnrampState,
  OnrampStep,
} from '../onramp/onrampState.ts'
export type { TokenBalanceStatus } from '../portfolio/types.ts'
export type {
  RouteEntry,
  SwitchActiveChainParameters,
  ViewDirection,
  ViewName,
  ViewParameters,
} from '../router/views.ts'
export {
  type GetConnectionRelationParameters,
  getConnectionRelation,
  getNamespaceConnections,
  type NamespaceConnection,
} from '../selectors/connections.ts'
export {
  InsufficientBalanceError,
  InvalidReceiverError,
  ModalClosedError,
  NameResolutionError,
  TokenNetworkMismatchError,
} from '../send/errors.ts'
export type {
  SendFeeState,
  SendReceiverState,
  SendState,
  SendStep,
} from '../send/sendState.ts'
export type { ResolvedReceiver, SendableToken, SendFee } from '../send/types.ts'
export type { SessionSigner, SmartSessionInfo, SmartSessionStatus } from '../sessions/types.ts'
export type {
  SiweConfig,
  SiwxAccount,
  SiwxConfig,
  SiwxConnectInput,
  SiwxContext,
  SiwxMessageInput,
  SiwxRequest,
  SiwxRequestStep,
  SiwxSession,
  SiwxState,
} from '../siwx/types.ts'
export { createMemoryStorage, noopStorage, type Storage } from '../storage/createStorage.ts'
export type { LatchStore } from '../store/createLatchStore.ts'
export {
  ConvertRequestError,
  SwapPriceMovedError,
  SwapReceiptTimeoutError,
  SwapRevertedError,
  SwapsUnsupportedNetworkError,
} from '../swap/errors.ts'
export type {
  SwapQuoteState,
  SwapSide,
  SwapState,
  SwapStep,
  SwapSubmission,
  SwapTokenList,
} from '../swap/swapState.ts'
export type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
export type {
  AccountType,
  Connection,
  ConnectionRelation,
  Connector,
  ConnectorGroup,
  ConnectorType,
  RecentWallet,
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
  AccountTab,
  ConnectedWalletInfo,
  ConnectionStatus,
  LatchState,
  PersistedState,
  Toast,
  ToastVariant,
} from '../types/state.ts'
export type { ChainNamespace } from '../utils/chainNamespace.ts'
// Rules the kit and `@latch/server` share
export { convertEvmChainIdToCoinType } from '../utils/convertEvmChainIdToCoinType.ts'
export { filterActivity } from '../utils/filterActivity.ts'
export { formatUnits } from '../utils/formatUnits.ts'
export { isOriginAllowed, isValidOriginPattern } from '../utils/isOriginAllowed.ts'
export { parseUnits } from '../utils/parseUnits.ts'
export type { WalletConnectState, WalletConnectStatus } from '../walletconnect/types.ts'
