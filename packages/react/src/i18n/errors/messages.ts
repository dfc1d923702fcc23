import type {
  ConvertRequestError,
  EmailThrottleError,
  EmbeddedWalletRequestError,
  HttpStatusError,
  InsufficientBalanceError,
  InvalidAccountNameError,
  InvalidCallError,
  LatchError,
  RegisterAccountNameError,
} from '@latch/core'
import type { MessageValues } from '../format.ts'
import type { Messages } from '../types.ts'

/**
 * The English text of each error class people may read (namespace `errors`), keyed by the class's
 * `name`, or `name.variant` where a typed field picks one of several texts. Each entry is what the
 * class itself produces (SPEC §8's texts; `errorMessages.test.ts` builds every class and compares),
 * with `{name}` where the class fills in a value it carries as a typed field.
 *
 * Not listed (their text is free, from a node, a frame or a caller, or meant for developers
 * only): `LatchError`, `RpcResponseError`, `InvalidSessionRequestError`, `SendValidationError`,
 * `InvalidOptionError`, `MissingProviderError`; the modal shows their `shortMessage` as it is.
 */
export const errorsMessages = {
  // connection
  ConnectionRejectedError: 'Connection rejected',
  ConnectFailedError: 'Failed to connect',
  RelayUnavailableError: 'WalletConnect is unavailable right now',
  ConnectorNotFoundError: 'No connector found for connection',
  AdapterNotFoundError: 'Adapter not found',
  DisconnectFailedError: 'Failed to disconnect',
  DisconnectChainFailedError: 'Failed to disconnect chain',
  NetworkNotFoundError: 'Network not found',
  ChainNotSupportedError: 'Chain is not supported',
  SignatureDeclinedError: 'Signature declined',
  TransactionRejectedError: 'Transaction rejected',
  NotConnectedError: 'No ActiveCaipAddress found',
  AccountNotInConnectionError: 'Account not found in the connection',
  PaymentAccountRequiredError: 'Bitcoin switching is only allowed to payment accounts',
  // account names
  'InvalidAccountNameError.too_short': 'Name must be at least 4 characters',
  'InvalidAccountNameError.too_long': 'Name must be at most 63 characters',
  'InvalidAccountNameError.characters': 'Use only letters, numbers and hyphens',
  AuthConnectorNotFoundError: 'Address or auth connector not found',
  NameSuggestionsError: 'Error fetching name suggestions',
  RegisterAccountNameError: 'Error registering name {name}',
  InvalidChainIdError: 'Invalid chainId',
  // addresses and numbers
  InvalidCaipAddressError: 'Invalid CAIP-10 address',
  InvalidCaipNetworkIdError: 'Invalid CAIP-2 network id',
  InvalidDecimalNumberError: 'Invalid decimal number',
  TooManyDecimalsError: 'Too many decimal places',
  InvalidDecimalsError: 'Invalid decimals',
  // embedded wallet, email, social, Farcaster
  EmbeddedWalletLoadError: 'Embedded wallet could not load',
  EmbeddedWalletTimeoutError: 'Embedded Wallet Request Timed Out',
  FrameNotSetError: 'W3mFrame: iframe is not set',
  EmbeddedDependencyLoadError: 'Unable to load email login dependency',
  EmbeddedWalletRequestError: 'An error occurred',
  // The frame's refusals by their code (its SOCIAL_ERROR_TEXTS and PASSKEY_TEXTS): social login
  'EmbeddedWalletRequestError.unknown_provider': 'Failed to initiate social connection',
  'EmbeddedWalletRequestError.provider_unavailable': 'Failed to initiate social connection',
  'EmbeddedWalletRequestError.provider_rejected': 'Connection rejected',
  'EmbeddedWalletRequestError.jwt_not_yet_valid': 'JWT validation error',
  'EmbeddedWalletRequestError.flow_not_found': 'Session Expired',
  'EmbeddedWalletRequestError.flow_used': 'Session Expired',
  'EmbeddedWalletRequestError.state_mismatch': 'Session Expired',
  'EmbeddedWalletRequestError.no_login': 'Session Expired',
  'EmbeddedWalletRequestError.token_exchange_failed': 'Failed to connect',
  'EmbeddedWalletRequestError.id_token_invalid': 'Failed to connect',
  // … and passkeys
  'EmbeddedWalletRequestError.passkey_cancelled': 'The passkey request was cancelled',
  'EmbeddedWalletRequestError.passkey_exists': 'This passkey is already added to your wallet',
  'EmbeddedWalletRequestError.passkey_unavailable': 'Passkeys are not available in this browser',
  'EmbeddedWalletRequestError.passkey_no_prf':
    'This passkey can’t protect a recovery share (its provider has no PRF support). Try another one.',
  'EmbeddedWalletRequestError.passkey_blob_unwritten':
    'The passkey did not keep the wallet’s recovery key. Try again.',
  'EmbeddedWalletRequestError.passkey_rejected': 'The passkey was not accepted. Try again.',
  'EmbeddedWalletRequestError.unknown_passkey': 'This passkey belongs to no wallet on this site',
  'EmbeddedWalletRequestError.passkey_other_account': 'This passkey belongs to another account',
  'EmbeddedWalletRequestError.too_many_passkeys': 'This wallet has the most passkeys it can hold',
  'EmbeddedWalletRequestError.passkey_seal_invalid':
    'This passkey cannot open the wallet’s recovery share',
  'EmbeddedWalletRequestError.origin_not_allowed': 'Passkeys are not allowed for this site',
  'EmbeddedWalletRequestError.no_wallet': 'This account has no wallet yet',
  EmbeddedRpcNotAllowedError: 'Requested RPC call is not allowed',
  EmbeddedRequestClosedError: 'Modal closed',
  EmailThrottleError: { other: 'Please try again after {count} seconds' },
  InvalidEmailError: 'Invalid email',
  EmbeddedNotConnectedError: 'Address or auth connector not found',
  SocialPopupClosedError: 'Popup closed',
  SocialConnectionError: 'Failed to initiate social connection',
  FarcasterConnectionError: 'Failed to connect to farcaster',
  // HTTP and RPC
  HttpStatusError: 'HTTP status code: {status}',
  NetworkRequestError: 'Network request failed',
  HttpTimeoutError: 'The request timed out',
  RpcUrlRequiredError: 'URL is required',
  // sign-in
  SiwxConflictError: 'Cannot set both `siweConfig` and `siwx` options',
  SiwxNotEnabledError: 'SIWX is not enabled',
  SiwxInitError: 'A problem occurred while trying initialize authentication',
  SmartAccountSignInError: 'This application might not support Smart Accounts',
  SiwxSessionRejectedError: 'Sign-in was not accepted',
  SiwxSignInFailedError: 'Sign-in failed',
  SiwxMessageError: 'Invalid sign-in message',
  // smart accounts, calls, sessions
  SmartSessionsDisabledError: 'Smart sessions are not enabled: set features.smartSessions',
  AccountTypeNotSupportedError: 'Account type not supported',
  SmartAccountSignatureError: 'This application might not support Smart Accounts',
  InvalidCallError: "Call {index}: '{field}' must start with 0x",
  'InvalidCallError.value': 'Call {index}: value must be a non-negative bigint',
  NoCallsError: 'No calls to send',
  CallsNotSupportedError: 'The wallet does not support batched calls',
  CallsStatusTimeoutError: 'Timed out waiting for the calls',
  // send
  UnsupportedSendChainError: 'Unsupported chain',
  SendTokenRequiredError: 'A token is required',
  SendAmountRequiredError: 'An amount and receiver address are required',
  InsufficientBalanceError: 'Not enough {symbol}',
  InvalidReceiverError: 'Enter a valid address or name',
  NameResolutionError: 'Error resolving name',
  TokenNetworkMismatchError: 'This token is on another network',
  ModalClosedError: 'Modal closed',
  // swap
  SwapsUnsupportedNetworkError: 'Network not supported for Swaps',
  ConvertRequestError: 'The swap service refused the request',
  'ConvertRequestError.no_route': 'No route for this pair',
  SwapPriceMovedError: 'The price moved more than the 1% slippage allows',
  SwapRevertedError: 'The transaction failed on chain',
  SwapReceiptTimeoutError: 'The transaction is taking longer than expected',
  // buy
  OnrampRequestError: 'The on-ramp service refused the request',
  OnrampOrderFailedError: 'The purchase did not go through',
  OnrampOrderTimeoutError: 'The purchase is taking longer than expected',
  OnrampUrlInvalidError: 'The provider could not be reached',
  // the chain adapters' own (@latch/evm, @latch/solana, @latch/bitcoin)
  ProviderNotFoundError: 'No connector found for connection',
  TransferNotConfirmedError: 'The token refused this transfer',
  InvalidReceiverChecksumError: 'This address has a typo (its checksum does not match)',
  WalletNotFoundError: 'No connector found for connection',
  AccountNotAuthorizedError: 'No ActiveCaipAddress found',
  WalletFeatureNotSupportedError: 'The wallet does not support this request',
  WalletChainNotSupportedError: 'Chain is not supported',
  InvalidMintError: 'Invalid token mint',
  BitcoinReadNotSupportedError: 'Bitcoin balances and sends are not supported',
  SatsConnectRequestError: 'The wallet refused the request',
} as const satisfies Messages

/** Which entry of {@link errorsMessages} an error's text is, and the values it fills in. */
export type ErrorMessageParts = { key: string; values?: MessageValues }

// The classes whose text depends on a typed field: which variant, which values. Read by class
// name (a type-only import: nothing here loads a class), never from the message's text.
const PARTS: {
  readonly [name: string]: (
    error: never,
  ) => Omit<ErrorMessageParts, 'key'> & { variant?: string | undefined }
} = {
  InsufficientBalanceError: (error: InsufficientBalanceError) => ({
    values: { symbol: error.symbol },
  }),
  EmailThrottleError: (error: EmailThrottleError) => ({ values: { count: error.secondsLeft } }),
  RegisterAccountNameError: (error: RegisterAccountNameError) => ({
    values: { name: error.accountName },
  }),
  HttpStatusError: (error: HttpStatusError) => ({ values: { status: String(error.status) } }),
  InvalidAccountNameError: (error: InvalidAccountNameError) => ({ variant: error.reason }),
  InvalidCallError: (error: InvalidCallError) => ({
    variant: error.field === 'value' ? 'value' : undefined,
    values: { index: String(error.index), field: error.field },
  }),
  ConvertRequestError: (error: ConvertRequestError) => ({
    variant: error.code === 'no_route' ? 'no_route' : undefined,
  }),
  // The frame's code (a JSON-RPC number has no entry: the class's own text, or the frame's).
  EmbeddedWalletRequestError: (error: EmbeddedWalletRequestError) => ({
    variant: typeof error.code === 'string' ? error.code : undefined,
  }),
}

/**
 * The entry of {@link errorsMessages} `error` would show, and its values: by the class's `name`
 * and its typed fields (a variant with no entry of its own falls back to the class's). `undefined`
 * for a class with no entry.
 */
export function errorMessageParts(error: LatchError): ErrorMessageParts | undefined {
  const parts = PARTS[error.name]?.(error as never) ?? {}
  const variant = `${error.name}.${parts.variant}`
  const key = parts.variant && variant in errorsMessages ? variant : error.name
  if (!(key in errorsMessages)) return undefined
  return parts.values ? { key, values: parts.values } : { key }
}
