import { ConnectingWalletConnectBasic } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx'
import { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'

/** Both WalletConnect views, loaded as one chunk: they share the code, the pairing and the styles. */
export const walletConnectViews = { ConnectingWalletConnect, ConnectingWalletConnectBasic }
