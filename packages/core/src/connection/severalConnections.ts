import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * Several wallets stored on `namespace` (SPEC §4): the cases handled by `dropConnection.ts`,
 * loaded on first use (most pages never have several; the page-load budget).
 */
export const hasSeveralConnections = (client: Client, namespace: ChainNamespace) =>
  (client.store.getState().connections[namespace]?.length ?? 0) > 1

/** The code for several connections per namespace, loaded on first use. */
export const loadSeveralConnections = () => import('./dropConnection.ts')
