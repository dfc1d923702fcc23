export { createWalletConnectTestWallet } from './createWalletConnectTestWallet.ts'
export { RPC_ERRORS, WC_ERRORS } from './errors.ts'
export type {
  WalletConnectPolicy,
  WalletConnectRequestRecord,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from './types.ts'
