/**
 * `@latch/core/api`: the wire types of the Latch server's HTTP API (SPEC §7), one definition for
 * the kit that reads the answers and for `@latch/server` that writes them. Types and constants
 * only: importing it adds no code to a bundle beyond `DEFAULT_SOCIALS`, `REMOTE_FEATURE_IDS`,
 * `ANALYTICS_FIELD_MAX_LENGTH` (what `POST /e` accepts, which the kit cuts its events to),
 * `AUTH_ERROR_CODES` (the sign-in routes' refusals), `PROFILE_ERROR_CODES` (the account-name routes') and the convert calls' `NATIVE_TOKEN_ADDRESS`
 * and SPEC §8 messages — and the wallet directory's link and image rules (`toWebUrl`,
 * `toAppLink`, `toImageUrl`, `isWalletScheme`, `withSafeLinks`), one allowlist for the server
 * that serves the links and the kit that shows them.
 *
 * @example
 * import type { TokenBalance } from '@latch/core/api'
 *
 * @module
 */
export { ANALYTICS_FIELD_MAX_LENGTH, type AnalyticsErrorEvent } from '../api/analyticsEvent.ts'
export {
  AUTH_ERROR_CODES,
  type AuthErrorBody,
  type AuthErrorCode,
  type AuthenticateAnswer,
  type AuthenticateBody,
  type AuthNonceAnswer,
  type AuthSessionAnswer,
  type AuthTokenClaims,
} from '../api/auth.ts'
export {
  type ConvertAllowanceAnswer,
  type ConvertAllowanceParameters,
  type ConvertBuildApproveAnswer,
  type ConvertBuildApproveParameters,
  type ConvertBuildTransactionAnswer,
  type ConvertBuildTransactionBody,
  type ConvertErrorCode,
  type ConvertGasPriceAnswer,
  type ConvertQuote,
  type ConvertQuotesAnswer,
  type ConvertQuotesParameters,
  type ConvertToken,
  type ConvertTokensAnswer,
  type ConvertTransaction,
  GAS_PRICE_UNSUPPORTED_MESSAGE,
  NATIVE_TOKEN_ADDRESS,
  SWAPS_UNSUPPORTED_MESSAGE,
} from '../api/convert.ts'
export type {
  HistoryPage,
  Transaction,
  TransactionOperationType,
  TransactionStatus,
  TransactionTransfer,
} from '../api/history.ts'
export type {
  OnrampAmount,
  OnrampDestinationWallet,
  OnrampErrorBody,
  OnrampErrorCode,
  OnrampNetwork,
  OnrampOptionsAnswer,
  OnrampOrder,
  OnrampOrderStatus,
  OnrampPaymentCurrency,
  OnrampPaymentMethod,
  OnrampPaymentMethodLimit,
  OnrampProviderId,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteAnswer,
  OnrampQuoteBody,
  OnrampUrlAnswer,
  OnrampUrlBody,
} from '../api/onramp.ts'
export {
  type NameSuggestion,
  type NameSuggestionsAnswer,
  PROFILE_ERROR_CODES,
  type ProfileErrorCode,
  type RegisterAccountNameAnswer,
  type RegisterAccountNameBody,
} from '../api/profile.ts'
export {
  type AllowedOriginsAnswer,
  type AnalyticsConfigAnswer,
  type ProjectConfigAnswer,
  REMOTE_FEATURE_IDS,
  type RemoteFeatureEntry,
  type RemoteFeatureId,
} from '../api/projectConfig.ts'
export type {
  BalanceAnswer,
  Fungible,
  FungiblePriceAnswer,
  Identity,
  Nft,
  NftPage,
  Profile,
  SupportedChainsAnswer,
  TokenBalance,
  Wallet,
  WalletPage,
} from '../api/types.ts'
export {
  isWalletScheme,
  toAppLink,
  toImageUrl,
  toWebUrl,
  withSafeLinks,
} from '../directory/links.ts'
export { DEFAULT_SOCIALS, type Social } from '../utils/socials.ts'
