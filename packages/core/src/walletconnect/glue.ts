import type { WalletConnectGlue } from '../client/types.ts'
import { cancelWalletConnect } from './cancelWalletConnect.ts'
import { connectWalletConnect } from './connectWalletConnect.ts'
import { withWalletConnect } from './withWalletConnect.ts'

/** What `WalletConnectConfig.glue` needs: core's WalletConnect routing, pairing and cancel. */
export const walletConnectGlue: WalletConnectGlue = {
  withWalletConnect,
  connectWalletConnect,
  cancelWalletConnect,
}
