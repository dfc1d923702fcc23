import type { SupportedChainsAnswer } from '../api/types.ts'
import type { Client } from '../client/types.ts'

/**
 * The CAIP-2 ids the blockchain API serves (`GET /v1/supported-chains`, SPEC §7), asked once per
 * client: the list only changes when the server's config does. A failed ask rejects (the server
 * unreachable is not "serves nothing": a testnet would show "No tokens yet" instead of
 * unavailable) and is forgotten, so the next call asks again.
 */
export function getServedChains(client: Client): Promise<ReadonlySet<string>> {
  const { runtime } = client
  runtime.servedChains ??= client.api.blockchain
    .get<Partial<SupportedChainsAnswer>>('v1/supported-chains')
    .then((answer) => new Set(answer.http ?? []))
    .catch((error: unknown) => {
      runtime.servedChains = undefined
      throw error
    })
  return runtime.servedChains
}
