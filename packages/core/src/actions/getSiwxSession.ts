import type { Client } from '../client/types.ts'
import { SiwxNotEnabledError } from '../errors/siwx.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import type { SiwxSession } from '../siwx/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { syncSiwxSession } from './syncSiwxSession.ts'

/** Parameters of {@link getSiwxSession}. */
export type GetSiwxSessionParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}
/** The account's session on its current network, or `undefined` when it is not signed in. */
export type GetSiwxSessionReturnType = SiwxSession | undefined
/** What {@link getSiwxSession} may throw, by class. */
export type GetSiwxSessionErrorType = SiwxNotEnabledError

/**
 * The connected account's sign-in session on its current network, read afresh from the config
 * (never prompts). `state.siwx.sessions` holds the same for rendering.
 *
 * @example
 * const session = await latch.getSiwxSession()
 * console.log(session ? `signed in as ${session.data.address}` : 'not signed in')
 */
export async function getSiwxSession(
  client: Client,
  parameters: GetSiwxSessionParameters = {},
): Promise<GetSiwxSessionReturnType> {
  if (!getSiwx(client)) throw new SiwxNotEnabledError()
  const namespace = parameters.namespace ?? getActiveNamespace(client, client.store.getState())
  await syncSiwxSession(client, { namespace, mode: 'read' })
  return client.store.getState().siwx?.sessions[namespace]
}
