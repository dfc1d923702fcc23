// Both WalletConnect views load as one chunk: they share the code, the pairing and the styles.
export { ConnectingWalletConnectBasic } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.tsx'
export { ConnectingWalletConnect } from './ConnectingWalletConnect.tsx'
