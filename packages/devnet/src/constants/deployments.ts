import { DEVNET_FUNDED_ACCOUNTS } from './accounts.ts'

/** Name of a contract in packages/devnet/contracts/*.sol that the devnet deploys. */
export type DevnetContractName = 'DevToken' | 'NoReturnToken'

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

/** One contract creation by the deployer; its position in the list is the deployer's nonce. */
export type DevnetDeployment = {
  key: string
  contract: DevnetContractName
  args: readonly unknown[]
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
] as const satisfies readonly DevnetDeployment[]

/** Key of a contract the deployer creates (`'usdc'`, `'usdt'` …). */
export type DevnetDeploymentKey = (typeof DEVNET_DEPLOYMENTS)[number]['key']
