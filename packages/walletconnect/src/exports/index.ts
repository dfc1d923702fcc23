export type {
  WalletConnectNamespace,
  WalletConnectOptions,
  WalletConnectStorage,
} from '../types.ts'
export { walletConnect } from '../walletConnect.ts'
