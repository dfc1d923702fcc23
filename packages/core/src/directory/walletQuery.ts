import type { QueryValue } from '../api/createApiClient.ts'
import type { Client } from '../client/types.ts'

/** The `/getWallets` filters every directory call shares: the site's lists and networks. */
export function walletQuery(client: Client): Record<string, QueryValue> {
  const { includeWalletIds, excludeWalletIds } = client.options
  return {
    include: includeWalletIds?.length ? includeWalletIds : undefined,
    exclude: excludeWalletIds?.length ? excludeWalletIds : undefined,
    chains: [...new Set(client.networks.map((network) => network.caipNetworkId))],
  }
}
