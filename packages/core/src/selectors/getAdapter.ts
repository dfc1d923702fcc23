import type { Client } from '../client/types.ts'
import { AdapterNotFoundError } from '../errors/connection.ts'
import type { ChainAdapter } from '../types/adapter.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** The adapter of `namespace`, or an AdapterNotFoundError ('Adapter not found'). */
export function getAdapter(
  client: Pick<Client, 'adapters'>,
  namespace: ChainNamespace,
): ChainAdapter {
  const adapter = client.adapters.find((candidate) => candidate.namespace === namespace)
  if (!adapter) throw new AdapterNotFoundError({ details: `no adapter for ${namespace}` })
  return adapter
}
