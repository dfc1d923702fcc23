import type { Client } from '../client/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/**
 * After a connection (or restoring one): when the site set `siwx` or `siweConfig`, the sign-in
 * code loads and checks that the account has a session on its network, opening SIWXSignMessage
 * when it has none (SPEC §4). Settles once checked — never waits for a signature — and never
 * rejects. Without the option it costs nothing: no code loads.
 */
export function checkSiwx(client: Client, namespace?: ChainNamespace): Promise<void> {
  if (!client.options.siwx && !client.options.siweConfig) return Promise.resolve()
  return import('../actions/syncSiwxSession.ts')
    .then((module) => module.syncSiwxSession(client, namespace ? { namespace } : {}))
    .catch((error: unknown) => client.logger.error('the sign-in check failed', error))
}
