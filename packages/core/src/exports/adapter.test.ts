import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'
import { exportedNames, testEntrySurface } from '../test/exportedNames.ts'
import * as entry from './adapter.ts'

const file = fileURLToPath(new URL('./adapter.ts', import.meta.url))
// Read once while the file is collected: building the program is the slow part.
const names = exportedNames(file)

test('@latch/core/adapter exports what an adapter author needs: the adapter contract, discovery, wallet-error codes, the WalletConnect glue', () => {
  expect(names).toMatchInlineSnapshot(`
    [
      "AdapterConnectParameters (type)",
      "AdapterConnection (type)",
      "AdapterContext (type)",
      "AdapterSendTransactionParameters (type)",
      "ChainAdapter (type)",
      "DiscoveredWallets (type)",
      "HTTP_RPC_TIMEOUT_MS (value)",
      "SOLANA_PREFLIGHT_COMMITMENTS (value)",
      "SendTokenAdapterParameters (type)",
      "SolanaCommitment (type)",
      "WALLET_ERROR_CODES (value)",
      "WalletConnectConfig (type)",
      "WalletConnectGlue (type)",
      "WalletConnectListeners (type)",
      "WalletConnectLoadParameters (type)",
      "WalletConnectNamespaceSession (type)",
      "WalletConnectPairing (type)",
      "WalletConnectProvider (type)",
      "WalletConnectSession (type)",
      "WalletConnectSignIn (type)",
      "WalletConnectSignInRequest (type)",
      "createLogger (value)",
      "getWalletErrorCode (value)",
      "isSolanaCommitment (value)",
      "isUnknownChainError (value)",
      "walletConnectGlue (value)",
      "watchDiscovered (value)",
    ]
  `)
})

testEntrySurface(file, entry, names)
