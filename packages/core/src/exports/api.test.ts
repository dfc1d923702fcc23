import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as api from './api.ts'

const file = fileURLToPath(new URL('./api.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/api exports the wire types, DEFAULT_SOCIALS, the remote feature ids, the analytics limits and the sign-in error codes, nothing else', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "ANALYTICS_FIELD_MAX_LENGTH (value)",
      "AUTH_ERROR_CODES (value)",
      "AllowedOriginsAnswer (type)",
      "AnalyticsConfigAnswer (type)",
      "AnalyticsErrorEvent (type)",
      "AuthErrorBody (type)",
      "AuthErrorCode (type)",
      "AuthNonceAnswer (type)",
      "AuthSessionAnswer (type)",
      "AuthTokenClaims (type)",
      "AuthenticateAnswer (type)",
      "AuthenticateBody (type)",
      "BalanceAnswer (type)",
      "ConvertAllowanceAnswer (type)",
      "ConvertAllowanceParameters (type)",
      "ConvertBuildApproveAnswer (type)",
      "ConvertBuildApproveParameters (type)",
      "ConvertBuildTransactionAnswer (type)",
      "ConvertBuildTransactionBody (type)",
      "ConvertErrorCode (type)",
      "ConvertGasPriceAnswer (type)",
      "ConvertQuote (type)",
      "ConvertQuotesAnswer (type)",
      "ConvertQuotesParameters (type)",
      "ConvertToken (type)",
      "ConvertTokensAnswer (type)",
      "ConvertTransaction (type)",
      "DEFAULT_SOCIALS (value)",
      "Fungible (type)",
      "FungiblePriceAnswer (type)",
      "GAS_PRICE_UNSUPPORTED_MESSAGE (value)",
      "HistoryPage (type)",
      "Identity (type)",
      "NATIVE_TOKEN_ADDRESS (value)",
      "Nft (type)",
      "NftPage (type)",
      "OnrampAmount (type)",
      "OnrampDestinationWallet (type)",
      "OnrampErrorBody (type)",
      "OnrampErrorCode (type)",
      "OnrampNetwork (type)",
      "OnrampOptionsAnswer (type)",
      "OnrampOrder (type)",
      "OnrampOrderStatus (type)",
      "OnrampPaymentCurrency (type)",
      "OnrampPaymentMethod (type)",
      "OnrampPaymentMethodLimit (type)",
      "OnrampProviderId (type)",
      "OnrampPurchaseCurrency (type)",
      "OnrampQuote (type)",
      "OnrampQuoteAnswer (type)",
      "OnrampQuoteBody (type)",
      "OnrampUrlAnswer (type)",
      "OnrampUrlBody (type)",
      "Profile (type)",
      "ProjectConfigAnswer (type)",
      "REMOTE_FEATURE_IDS (value)",
      "RemoteFeatureEntry (type)",
      "RemoteFeatureId (type)",
      "SWAPS_UNSUPPORTED_MESSAGE (value)",
      "Social (type)",
      "SupportedChainsAnswer (type)",
      "TokenBalance (type)",
      "Transaction (type)",
      "TransactionOperationType (type)",
      "TransactionStatus (type)",
      "TransactionTransfer (type)",
      "Wallet (type)",
      "WalletPage (type)",
    ]
  `)
})

testEntrySurface(file, api, names)
