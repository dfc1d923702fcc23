import { type CaipNetwork, formatUnits } from '@latch/core'
import type { ChainRequester } from '../transport/createChainRequester.ts'

/**
 * Reads native balances (`eth_getBalance`) over each network's transport (SPEC §7: viem's `http`,
 * and its ranked `fallback` when the network has several URLs). No caching here: core keeps
 * balances 30 s (SPEC §9).
 */
export function createBalanceReader(request: ChainRequester) {
  return async function readBalance({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }) {
    const wei = BigInt((await request(network, 'eth_getBalance', [address, 'latest'])) as string)
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(wei, decimals), symbol }
  }
}
