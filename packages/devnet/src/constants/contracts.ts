import { type Address, getContractAddress } from 'viem'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from './accounts.ts'
import { DEVNET_AMM_CONTRACTS, type DevnetAmmContractKey } from './amm.ts'
import {
  DEVNET_DEPLOYMENTS,
  type DevnetDeploymentKey,
  type DevnetNftInfo,
  type DevnetTokenInfo,
} from './deployments.ts'

/**
 * Where Multicall3 lives on nearly every EVM chain; viem and wagmi look for it there. anvil has
 * none, so the devnet installs its own Multicall3-compatible code at this address.
 */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Key of a devnet contract in {@link DEVNET_CONTRACTS}. */
export type DevnetContractKey = 'multicall3' | DevnetDeploymentKey | DevnetAmmContractKey

/** Addresses of the devnet contracts by key. */
export type DevnetContracts = Record<DevnetContractKey, Address>

/** Address of the contract created by the devnet deployer with `nonce`. */
export function deployedAddress(nonce: number): Address {
  return getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })
}

/**
 * Addresses of everything the devnet deploys, Uniswap V2 included. The same on every run and on
 * both devnet chains, so a browser app can import them without asking the devnet.
 *
 * @example
 * import { DEVNET_CONTRACTS } from '@latch/devnet/constants'
 * const usdc = DEVNET_CONTRACTS.usdc
 */
export const DEVNET_CONTRACTS: DevnetContracts = {
  multicall3: MULTICALL3_ADDRESS,
  ...(Object.fromEntries(
    DEVNET_DEPLOYMENTS.map((deployment, nonce) => [deployment.key, deployedAddress(nonce)]),
  ) as Record<DevnetDeploymentKey, Address>),
  // Uniswap V2 (WETH9, factory, Router02), deployed by its own account: see DEVNET_AMM_CONTRACTS.
  ...DEVNET_AMM_CONTRACTS,
}

/** Key of a devnet ERC-20 token. */
export type DevnetTokenKey = (typeof DEVNET_DEPLOYMENTS)[number] extends infer D
  ? D extends { key: infer K; token: DevnetTokenInfo }
    ? K
    : never
  : never

/** A devnet ERC-20 token: where it lives and what it reports. */
export type DevnetToken = DevnetTokenInfo & { key: DevnetTokenKey; address: Address }

/**
 * The devnet ERC-20 tokens by key: `usdc` (6 decimals), `usdt` (6 decimals, USDT-style
 * `transfer` that returns nothing), `dai` (18 decimals) and `zero` (0 decimals).
 */
export const DEVNET_TOKENS = Object.fromEntries(
  DEVNET_DEPLOYMENTS.filter((deployment) => 'token' in deployment).map((deployment) => [
    deployment.key,
    { ...deployment.token, key: deployment.key, address: DEVNET_CONTRACTS[deployment.key] },
  ]),
) as Record<DevnetTokenKey, DevnetToken>

/** Key of a devnet ERC-721 collection. */
export type DevnetNftKey = (typeof DEVNET_DEPLOYMENTS)[number] extends infer D
  ? D extends { key: infer K; nft: DevnetNftInfo }
    ? K
    : never
  : never

/** A devnet ERC-721 collection: where it lives, what it reports and who holds what at start. */
export type DevnetNftCollection = DevnetNftInfo & {
  key: DevnetNftKey
  address: Address
  /** Every token minted at deployment with its first owner. */
  seededTokens: readonly { owner: Address; tokenId: bigint }[]
}

/**
 * The devnet ERC-721 collections by key: `lanterns` (Latch Lanterns, LNTN: 3 each to accounts
 * 0..2) and `spamNft` (Free Claim Rewards, FREE: the unsolicited airdrop of one token to each of
 * accounts 0..8 that activity lists hide). Metadata and images are on chain (`tokenURI` answers
 * a base64 JSON data URI with an SVG data-URI image).
 */
export const DEVNET_NFTS = Object.fromEntries(
  DEVNET_DEPLOYMENTS.filter((deployment) => 'nft' in deployment).map((deployment) => {
    const info: DevnetNftInfo = deployment.nft
    const { holders, perHolder } = info
    const seededTokens = holders.flatMap((index, position) =>
      Array.from({ length: perHolder }, (_, j) => ({
        owner: DEVNET_ACCOUNTS[index]!.address,
        tokenId: BigInt(position * perHolder + j + 1),
      })),
    )
    const address = DEVNET_CONTRACTS[deployment.key]
    const collection: DevnetNftCollection = { ...info, key: deployment.key, address, seededTokens }
    return [deployment.key, collection]
  }),
) as Record<DevnetNftKey, DevnetNftCollection>

/** Contracts whose NFTs are spam: the server flags them `is_spam` (same on both chains). */
export const DEVNET_SPAM_CONTRACTS: readonly Address[] = Object.values(DEVNET_NFTS)
  .filter((collection) => collection.spam)
  .map((collection) => collection.address)
