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
export { createTestWallet } from '../createTestWallet.ts'
export {
  DEFAULT_TEST_WALLET_ICON,
  DEFAULT_TEST_WALLET_NAME,
  DEFAULT_TEST_WALLET_RDNS,
} from '../defaultInfo.ts'
export {
  ProviderRpcError,
  type ProviderRpcErrorOptions,
  RPC_ERROR_CODE,
} from '../errors/ProviderRpcError.ts'
export type {
  CreateTestWalletOptions,
  TestWallet,
  TestWalletApproval,
  TestWalletChain,
  TestWalletEventMap,
  TestWalletInfo,
  TestWalletNativeCurrency,
  TestWalletPolicy,
  TestWalletProvider,
  TestWalletRequest,
  TestWalletStatus,
} from '../types.ts'
