import { cancelWalletConnect } from '../actions/cancelWalletConnect.ts'
import { connectWalletConnect } from '../actions/connectWalletConnect.ts'
import type { WalletConnectGlue } from '../client/types.ts'
import { withWalletConnect } from './withWalletConnect.ts'

/** What `WalletConnectConfig.glue` needs: core's WalletConnect routing, pairing and cancel. */
export const walletConnectGlue: WalletConnectGlue = {
  withWalletConnect,
  connectWalletConnect,
  cancelWalletConnect,
}
