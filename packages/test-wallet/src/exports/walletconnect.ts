export { createWalletConnectTestWallet } from '../walletconnect/createWalletConnectTestWallet.ts'
export { RPC_ERRORS, WC_ERRORS } from '../walletconnect/errors.ts'
export type {
  WalletConnectAuthenticationRecord,
  WalletConnectPolicy,
  WalletConnectRequestRecord,
  WalletConnectTestWallet,
  WalletConnectTestWalletOptions,
} from '../walletconnect/types.ts'
