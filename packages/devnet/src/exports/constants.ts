// Browser-safe: nothing here may import node built-ins or start processes.
export {
  contractWalletAbi,
  contractWalletFactoryAbi,
  devNftAbi,
  devTokenAbi,
  nameRegistryAbi,
  noReturnTokenAbi,
} from '../constants/abis.ts'
export {
  DETERMINISTIC_DEPLOYER,
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_ACCOUNT_ABSTRACTION_DEPLOYMENTS,
  DEVNET_ACCOUNT_ABSTRACTION_SENDER,
  type DevnetAccountAbstractionKey,
} from '../constants/accountAbstraction.ts'
export {
  DEVNET_ACCOUNT_BALANCE_WEI,
  DEVNET_ACCOUNTS,
  DEVNET_DEPLOYER,
  DEVNET_FUNDED_ACCOUNTS,
  DEVNET_MNEMONIC,
  type DevnetAccount,
} from '../constants/accounts.ts'
export {
  DEVNET_AMM_CONTRACTS,
  DEVNET_AMM_DEPLOYMENTS,
  DEVNET_AMM_POOLS,
  DEVNET_AMM_PROVIDER,
  DEVNET_AMM_PROVIDER_BALANCE_WEI,
  DEVNET_AMM_TOKEN_KEYS,
  type DevnetAmmAsset,
  type DevnetAmmContractKey,
  type DevnetAmmPool,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
} from '../constants/amm.ts'
export { uniswapV2PairAbi, uniswapV2RouterAbi } from '../constants/ammAbis.ts'
export {
  DEVNET_CHAIN_IDS,
  DEVNET_CHAINS,
  DEVNET_HOST,
  DEVNET_PORTS,
  type DevnetChainId,
  devnetChain,
  latchDevnet,
  latchDevnet2,
} from '../constants/chains.ts'
export {
  DEVNET_CONTRACTS,
  DEVNET_NFTS,
  DEVNET_SPAM_CONTRACTS,
  DEVNET_TOKENS,
  type DevnetContractKey,
  type DevnetContracts,
  type DevnetNftCollection,
  type DevnetNftKey,
  type DevnetToken,
  type DevnetTokenKey,
  deployedAddress,
  MULTICALL3_ADDRESS,
} from '../constants/contracts.ts'
export {
  DEVNET_CONTRACT_WALLET,
  DEVNET_CONTRACT_WALLET_FACTORY,
  DEVNET_CONTRACT_WALLET_IMPLEMENTATION,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  type DevnetContractWallet,
  type DevnetContractWalletParameters,
  type DevnetStartContractWallet,
  devnetContractWallet,
} from '../constants/contractWallet.ts'
export {
  DEVNET_CONTRACT_WALLET_FUNDED_WEI,
  DEVNET_DEPLOYMENTS,
  type DevnetContractName,
  type DevnetDeployment,
  type DevnetDeploymentKey,
  type DevnetNftInfo,
  type DevnetTokenInfo,
  type DevnetTokenReturns,
} from '../constants/deployments.ts'
export {
  DEVNET_NAME_REGISTRAR,
  DEVNET_NAME_ZONE,
  DEVNET_NAMES,
  type DevnetName,
} from '../constants/names.ts'
export * from '../solana/constants.ts'
