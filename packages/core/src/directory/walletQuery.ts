import type { QueryValue } from '../api/createApiClient.ts'
import type { LatchClient } from '../client/createLatch.ts'

/** The `/getWallets` filters every directory call shares: the site's lists and networks. */
export function walletQuery(client: LatchClient): Record<string, QueryValue> {
  const { includeWalletIds, excludeWalletIds } = client.options
  return {
    include: includeWalletIds?.length ? includeWalletIds : undefined,
    exclude: excludeWalletIds?.length ? excludeWalletIds : undefined,
    chains: [...new Set(client.networks.map((network) => network.caipNetworkId))],
  }
}
