import { type Address, getContractAddress } from 'viem'
import { DEVNET_DEPLOYER } from './accounts.ts'
import {
  DEVNET_DEPLOYMENTS,
  type DevnetDeploymentKey,
  type DevnetTokenInfo,
} from './deployments.ts'

/**
 * Where Multicall3 lives on nearly every EVM chain; viem and wagmi look for it there. anvil has
 * none, so the devnet installs its own Multicall3-compatible code at this address.
 */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Key of a devnet contract in {@link DEVNET_CONTRACTS}. */
export type DevnetContractKey = 'multicall3' | DevnetDeploymentKey

/** Addresses of the devnet contracts by key. */
export type DevnetContracts = Record<DevnetContractKey, Address>

/** Address of the contract created by the devnet deployer with `nonce`. */
export function deployedAddress(nonce: number): Address {
  return getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })
}

/**
 * Addresses of everything the devnet deploys. The same on every run and on both devnet chains,
 * so a browser app can import them without asking the devnet.
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
