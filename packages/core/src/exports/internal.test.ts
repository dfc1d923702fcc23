import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, undocumentedNames } from '../test/exportedNames.ts'
import * as entry from './internal.ts'

const file = fileURLToPath(new URL('./internal.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)
const undocumented = undocumentedNames(file)

test('@latch/core/internal exports what @latch/react needs beyond the public surface', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "AddDirectoryWalletsParameters (type)",
      "AllWalletsItem (type)",
      "AllWalletsList (type)",
      "BALANCE_RETRY_BLOCK_MS (value)",
      "CONNECTOR_GROUPS (value)",
      "ConnectorList (type)",
      "ConnectorListState (type)",
      "GetAllWalletsListParameters (type)",
      "GetConnectorListParameters (type)",
      "GroupConnectorsParameters (type)",
      "GroupedConnector (type)",
      "GroupedEntry (type)",
      "GroupedWallet (type)",
      "HEADER_TEXT_TRANSITION_MS (value)",
      "IMAGE_PRELOAD_TIMEOUT_MS (value)",
      "MODAL_HEIGHT_TRANSITION_MS (value)",
      "PAIRING_EXPIRY_MARGIN_MS (value)",
      "PAIRING_LIFETIME_MS (value)",
      "RECOMMENDED_WALLETS_COUNT (value)",
      "SHAKE_DURATION_MS (value)",
      "SendForm (type)",
      "SendListToken (type)",
      "SendTransfer (type)",
      "THEME_DEFAULTS (value)",
      "TOAST_SWAP_DELAY_MS (value)",
      "VIEW_TRANSITION_MS (value)",
      "WALLET_CONNECT_CONNECTOR_ID (value)",
      "WALLET_PAGE_SIZE (value)",
      "WalletFeature (type)",
      "WalletSearch (type)",
      "activateNetwork (value)",
      "addDirectoryWallets (value)",
      "completeNetworkSwitch (value)",
      "completeSwitchActiveChain (value)",
      "connectForActiveChain (value)",
      "createWalletSearch (value)",
      "fetchConnectWallets (value)",
      "fetchConnectWalletsOncePerOpen (value)",
      "fetchNextWalletPage (value)",
      "filterDirectoryWallets (value)",
      "filterVisibleConnectors (value)",
      "findWalletConnector (value)",
      "formatQuantity (value)",
      "formatUsd (value)",
      "getAccountTab (value)",
      "getAccountTabs (value)",
      "getActiveNamespace (value)",
      "getActiveNetwork (value)",
      "getAllWalletsList (value)",
      "getConnectMethodsOrder (value)",
      "getConnectorGroupOrder (value)",
      "getConnectorList (value)",
      "getInitialView (value)",
      "getNamespaceNetwork (value)",
      "getNamespaceNetworks (value)",
      "getOpeningView (value)",
      "getOperationSign (value)",
      "getSendForm (value)",
      "getSendableTokens (value)",
      "getWalletFeatures (value)",
      "groupConnectors (value)",
      "isAddressForNamespace (value)",
      "isBrowserWallet (value)",
      "isMobile (value)",
      "isNamespaceConnected (value)",
      "isPairingExpired (value)",
      "isSendableNamespace (value)",
      "sameSendTokens (value)",
      "selectNetwork (value)",
      "setAccountTab (value)",
      "setActiveNetwork (value)",
      "shortenAddress (value)",
      "startSend (value)",
    ]
  `)
})

test('every name it exports has a TSDoc summary', () => {
  expect(undocumented).toEqual([])
})

test('at run time it holds exactly its values', () => {
  const values = names
    .filter((name) => name.endsWith(' (value)'))
    .map((name) => name.replace(' (value)', ''))
  expect(Object.keys(entry).sort()).toEqual(values)
})
