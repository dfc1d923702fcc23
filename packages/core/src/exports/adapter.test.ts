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
      "EmbeddedCallOptions (type)",
      "EmbeddedEmailAction (type)",
      "EmbeddedFrameAction (type)",
      "EmbeddedFrameCalls (type)",
      "EmbeddedFrameEventName (type)",
      "EmbeddedFrameRect (type)",
      "EmbeddedUpdateEmailAction (type)",
      "EmbeddedUser (type)",
      "EmbeddedWalletConfig (type)",
      "EmbeddedWalletGlue (type)",
      "EmbeddedWalletLoadError (value)",
      "EmbeddedWalletLoadParameters (type)",
      "EmbeddedWalletProvider (type)",
      "EmbeddedWalletRequestError (value)",
      "EmbeddedWalletRequestErrorParameters (type)",
      "EmbeddedWalletTimeoutError (value)",
      "FrameNotSetError (value)",
      "HTTP_RPC_TIMEOUT_MS (value)",
      "SAFE_RPC_METHODS (value)",
      "SOCIAL_PROVIDERS (value)",
      "SOLANA_PREFLIGHT_COMMITMENTS (value)",
      "SendTokenAdapterParameters (type)",
      "SocialProvider (type)",
      "SolanaCommitment (type)",
      "UNSAFE_RPC_METHODS (value)",
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
      "embeddedWalletGlue (value)",
      "getWalletErrorCode (value)",
      "isSocialProvider (value)",
      "isSolanaCommitment (value)",
      "isUnknownChainError (value)",
      "walletConnectGlue (value)",
      "watchDiscovered (value)",
    ]
  `)
})

testEntrySurface(file, entry, names)
