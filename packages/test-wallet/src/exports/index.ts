export {
  type AnnounceTestWalletOptions,
  announceTestWallet,
  type TestWalletProviderDetail,
} from '../announce/announceTestWallet.ts'
export {
  type InjectedTestWallet,
  type InjectTestWalletOptions,
  injectTestWallet,
} from '../announce/injectTestWallet.ts'
export {
  DEFAULT_BITCOIN_TEST_WALLET_RDNS,
  DEV_MNEMONIC,
} from '../bitcoin/constants.ts'
export { createBitcoinTestWallet } from '../bitcoin/createBitcoinTestWallet.ts'
export {
  type InjectBitcoinTestWalletOptions,
  type InjectedBitcoinTestWallet,
  injectBitcoinTestWallet,
} from '../bitcoin/injectBitcoinTestWallet.ts'
export type {
  BitcoinAddressPurpose,
  BitcoinNetworkName,
  BitcoinTestWallet,
  BitcoinTestWalletFeatures,
  BitcoinTestWalletInfo,
  BitcoinWalletAccount,
  CreateBitcoinTestWalletOptions,
} from '../bitcoin/types.ts'
export { createTestWallet } from '../createTestWallet.ts'
export {
  DEFAULT_TEST_WALLET_ICON,
  DEFAULT_TEST_WALLET_ICON_BASE64,
  DEFAULT_TEST_WALLET_NAME,
  DEFAULT_TEST_WALLET_RDNS,
} from '../defaultInfo.ts'
export {
  ProviderRpcError,
  type ProviderRpcErrorOptions,
  RPC_ERROR_CODE,
} from '../errors/ProviderRpcError.ts'
export {
  CONFIRM_TIMEOUT_MS,
  DEFAULT_SOLANA_TEST_WALLET_CHAINS,
  DEFAULT_SOLANA_TEST_WALLET_RDNS,
  SOLANA_DEVNET_CHAIN,
  SOLANA_DEVNET_CHAIN_NAME,
  SOLANA_LOCALNET_CHAIN,
} from '../solana/constants.ts'
export { createSignInMessage } from '../solana/createSignInMessage.ts'
export { createSolanaTestWallet } from '../solana/createSolanaTestWallet.ts'
export {
  type InjectedSolanaTestWallet,
  type InjectSolanaTestWalletOptions,
  injectSolanaTestWallet,
} from '../solana/injectSolanaTestWallet.ts'
export {
  type RegisterSolanaTestWalletOptions,
  registerSolanaTestWallet,
} from '../solana/registerSolanaTestWallet.ts'
export type {
  CreateSolanaTestWalletOptions,
  SolanaChain,
  SolanaSecretKey,
  SolanaTestWallet,
  SolanaTestWalletFeatures,
  SolanaTestWalletInfo,
} from '../solana/types.ts'
export type {
  CreateTestWalletOptions,
  TestWallet,
  TestWalletApproval,
  TestWalletChain,
  TestWalletContractAccount,
  TestWalletEventMap,
  TestWalletInfo,
  TestWalletNativeCurrency,
  TestWalletPolicy,
  TestWalletProvider,
  TestWalletRequest,
  TestWalletStatus,
} from '../types.ts'
