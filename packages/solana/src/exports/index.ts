// The same class core and @latch/evm throw: `instanceof` holds whichever package threw it.
export { RpcUrlRequiredError } from '@latch/core'
export {
  type EstimateSendFeeParameters,
  estimateSendFee,
  LAMPORTS_PER_SIGNATURE,
} from '../actions/estimateSendFee.ts'
export { type GetBalanceParameters, getBalance } from '../actions/getBalance.ts'
export {
  type GetTokenBalancesParameters,
  getTokenBalances,
  type SolanaTokenBalance,
} from '../actions/getTokenBalances.ts'
export { type SendSplTokenParameters, sendSplToken } from '../actions/sendSplToken.ts'
export {
  INJECTED_CONNECTOR_ID,
  standardConnectorId,
} from '../discovery/discoverWallets.ts'
export {
  AccountNotAuthorizedError,
  InvalidMintError,
  WalletChainNotSupportedError,
  WalletFeatureNotSupportedError,
  WalletNotFoundError,
} from '../errors.ts'
export type { LegacySolanaProvider } from '../legacy/findLegacyProvider.ts'
export { solanaLocal } from '../networks/solanaLocal.ts'
export {
  DEFAULT_PREFLIGHT_COMMITMENT,
  DEFAULT_RECONNECT_TIMEOUT_MS,
  type SolanaAdapter,
  type SolanaAdapterOptions,
  solanaAdapter,
} from '../solanaAdapter.ts'
export type {
  SolanaTransactionVersion,
  StandardWallet,
  StandardWalletAccount,
  StandardWalletChange,
  WalletChain,
  WalletInfoOverride,
} from '../types.ts'
export { pickWalletChain, walletChainCandidates } from '../utils/walletChain.ts'
