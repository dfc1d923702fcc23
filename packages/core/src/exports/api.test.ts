import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, undocumentedNames } from '../test/exportedNames.ts'
import * as api from './api.ts'

const file = fileURLToPath(new URL('./api.ts', import.meta.url))

test('@latch/core/api exports the wire types, DEFAULT_SOCIALS, the remote feature ids and the analytics limits, nothing else', () => {
  expect(exportedNames(file)).toMatchInlineSnapshot(`
    [
      "ANALYTICS_FIELD_MAX_LENGTH (value)",
      "AllowedOriginsAnswer (type)",
      "AnalyticsConfigAnswer (type)",
      "AnalyticsErrorEvent (type)",
      "BalanceAnswer (type)",
      "DEFAULT_SOCIALS (value)",
      "Fungible (type)",
      "FungiblePriceAnswer (type)",
      "HistoryPage (type)",
      "Identity (type)",
      "Nft (type)",
      "NftPage (type)",
      "Profile (type)",
      "ProjectConfigAnswer (type)",
      "REMOTE_FEATURE_IDS (value)",
      "RemoteFeatureEntry (type)",
      "RemoteFeatureId (type)",
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

test('at run time it holds only its values', () => {
  expect(Object.keys(api).sort()).toEqual([
    'ANALYTICS_FIELD_MAX_LENGTH',
    'DEFAULT_SOCIALS',
    'REMOTE_FEATURE_IDS',
  ])
})

test('every export carries TSDoc where it is declared', () => {
  expect(undocumentedNames(file)).toEqual([])
})
