import type { Client } from '../client/types.ts'

// Asked once per client: the list only changes when the server's config does.
const served = new WeakMap<Client, Promise<ReadonlySet<string>>>()

/**
 * The CAIP-2 ids the blockchain API serves (`GET /v1/supported-chains`, SPEC §7). A failed ask
 * is forgotten, so the next call asks again; meanwhile it reads as "none served".
 */
export function getServedChains(client: Client): Promise<ReadonlySet<string>> {
  let pending = served.get(client)
  if (!pending) {
    pending = client.api.blockchain
      .get<{ http?: string[] }>('v1/supported-chains')
      .then((answer) => new Set(answer.http ?? []))
      .catch((error: unknown) => {
        served.delete(client)
        client.logger.warn('supported chains unavailable', error)
        return new Set<string>()
      })
    served.set(client, pending)
  }
  return pending
}
