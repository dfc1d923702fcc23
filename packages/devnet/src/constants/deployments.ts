import { DEVNET_ACCOUNTS, DEVNET_FUNDED_ACCOUNTS } from './accounts.ts'
import { DEVNET_NAME_REGISTRAR, DEVNET_NAMES } from './names.ts'

/** Name of a contract in packages/devnet/contracts/*.sol that the devnet deploys. */
export type DevnetContractName =
  | 'DevToken'
  | 'NoReturnToken'
  | 'LatchLanterns'
  | 'FreeClaimRewards'
  | 'NameRegistry'
  | 'LatchContractWalletFactory'

/** What a token's `transfer`, `transferFrom` and `approve` return. */
export type DevnetTokenReturns = 'bool' | 'nothing'

/** Metadata of a devnet ERC-20 token, as its contract reports it. */
export type DevnetTokenInfo = {
  name: string
  symbol: string
  decimals: number
  /** `'nothing'` for the USDT-style token: decode no `bool` from its `transfer`. */
  returns: DevnetTokenReturns
  /** Base units each of accounts 0..8 holds after start. */
  fundedAmount: bigint
}

/** An ERC-721 collection of the devnet, as its contract reports it. */
export type DevnetNftInfo = {
  name: string
  symbol: string
  /** True for the unsolicited airdrop that wallets hide (SPEC §5 Activity). */
  spam: boolean
  /** Dev account indexes given tokens at deployment, in token id order. */
  holders: readonly number[]
  /** Tokens each holder gets: holder `i` of the list owns ids `i * perHolder + 1` … */
  perHolder: number
}

/** One contract creation by the deployer; its position in the list is the deployer's nonce. */
export type DevnetDeployment = {
  key: string
  contract: DevnetContractName
  args: readonly unknown[]
  /** Wei sent along with the creation (a payable constructor passes it on). */
  value?: bigint
}

function token<const K extends string>(
  key: K,
  info: Omit<DevnetTokenInfo, 'fundedAmount'>,
  wholeUnits: bigint,
) {
  const fundedAmount = wholeUnits * 10n ** BigInt(info.decimals)
  const contract: DevnetContractName = info.returns === 'bool' ? 'DevToken' : 'NoReturnToken'
  const recipients = DEVNET_FUNDED_ACCOUNTS.map((account) => account.address)
  // Funding happens in the constructor: one transaction (one nonce) per contract keeps every
  // address a pure function of the list position.
  const args = [info.name, info.symbol, info.decimals, recipients, fundedAmount] as const
  return { key, contract, args, token: { ...info, fundedAmount } }
}

function nft<const K extends string>(key: K, contract: DevnetContractName, info: DevnetNftInfo) {
  const recipients = info.holders.map((index) => DEVNET_ACCOUNTS[index]!.address)
  // Seeded in the constructor, like the tokens: one deployer nonce per contract.
  const args = [info.name, info.symbol, recipients, BigInt(info.perHolder)] as const
  return { key, contract, args, nft: info }
}

function nameRegistry<const K extends string>(key: K) {
  const args = [
    DEVNET_NAME_REGISTRAR.address,
    DEVNET_NAMES.map((entry) => entry.address),
    DEVNET_NAMES.map((entry) => entry.name),
    DEVNET_NAMES.map((entry) => entry.avatar),
  ] as const
  return { key, contract: 'NameRegistry' as const, args }
}

/** Ether each contract wallet made at deployment holds at start: 100 ETH. */
export const DEVNET_CONTRACT_WALLET_FUNDED_WEI = 100n * 10n ** 18n

function contractWalletFactory<const K extends string>(key: K, ownerIndexes: readonly number[]) {
  const owners = ownerIndexes.map((index) => DEVNET_ACCOUNTS[index]!.address)
  // The factory creates (salt 0) and funds these owners' wallets in its constructor: one
  // deployer nonce, like the tokens.
  const value = DEVNET_CONTRACT_WALLET_FUNDED_WEI * BigInt(owners.length)
  return { key, contract: 'LatchContractWalletFactory' as const, args: [owners] as const, value }
}

/**
 * Everything the deployer (account 9) creates on a fresh devnet, in order. Entry `i` is
 * created with nonce `i`, so its address never changes.
 *
 * Append new contracts at the END only: inserting, removing or reordering entries moves the
 * address of everything after them.
 */
export const DEVNET_DEPLOYMENTS = [
  token('usdc', { name: 'USD Coin', symbol: 'USDC', decimals: 6, returns: 'bool' }, 10_000n),
  token('usdt', { name: 'Tether USD', symbol: 'USDT', decimals: 6, returns: 'nothing' }, 10_000n),
  token('dai', { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18, returns: 'bool' }, 10_000n),
  token('zero', { name: 'Latch Points', symbol: 'POINTS', decimals: 0, returns: 'bool' }, 100n),
  nft('lanterns', 'LatchLanterns', {
    name: 'Latch Lanterns',
    symbol: 'LNTN',
    spam: false,
    holders: [0, 1, 2],
    perHolder: 3,
  }),
  nft('spamNft', 'FreeClaimRewards', {
    name: 'Free Claim Rewards',
    symbol: 'FREE',
    spam: true,
    holders: [0, 1, 2, 3, 4, 5, 6, 7, 8],
    perHolder: 1,
  }),
  nameRegistry('nameRegistry'),
  contractWalletFactory('contractWalletFactory', [0]),
] as const satisfies readonly DevnetDeployment[]

/** Key of a contract the deployer creates (`'usdc'`, `'usdt'` …). */
export type DevnetDeploymentKey = (typeof DEVNET_DEPLOYMENTS)[number]['key']
