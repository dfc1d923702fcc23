import { type CaipNetwork, formatUnits } from '@latch/core'
import { RpcUrlRequiredError } from '../errors.ts'
import { rpcRequest } from '../utils/rpcRequest.ts'

/** SPEC §9 HTTP RPC time-out. */
export const RPC_TIMEOUT_MS = 10_000

/**
 * Reads native balances over each network's first HTTP RPC URL. One `eth_getBalance` is all it
 * takes, so no RPC client library is loaded for it. No caching here: core keeps balances 30 s
 * (SPEC §9).
 */
export function createBalanceReader() {
  return async function readBalance({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }) {
    const url = network.rpcUrls.default.http[0]
    if (!url)
      throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
    const wei = BigInt(
      (await rpcRequest(url, 'eth_getBalance', [address, 'latest'], RPC_TIMEOUT_MS)) as string,
    )
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(wei, decimals), symbol }
  }
}
