import { type CaipNetwork, formatUnits } from '@latch/core'
import type { Address, Client } from 'viem'
import { RpcUrlRequiredError } from '../errors.ts'

/** SPEC §9 HTTP RPC time-out. */
export const RPC_TIMEOUT_MS = 10_000

/**
 * Reads native balances over each network's first HTTP RPC URL, with one viem client per URL.
 * No caching of results here: core keeps balances 30 s (SPEC §9).
 */
export function createBalanceReader() {
  const clients = new Map<string, Client>()

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
    let client = clients.get(url)
    if (!client) {
      // viem's client and transport load with the first balance read, not with the page.
      const { createClient, http } = await import('viem')
      client = createClient({ transport: http(url, { timeout: RPC_TIMEOUT_MS }) })
      clients.set(url, client)
    }
    // viem's getBalance action would bring its whole contract-call machinery along (~20 kB
    // gzip) for a multicall path we never take: one raw eth_getBalance is all we need.
    const wei = BigInt(
      await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] }),
    )
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(wei, decimals), symbol }
  }
}
