import type { Client } from '../client/types.ts'
import { SiwxNotEnabledError } from '../errors/siwx.ts'
import { findNetwork } from '../selectors/networks.ts'
import { getSiwx } from '../siwx/getSiwx.ts'
import { siwxAccountKey } from '../siwx/siwxAccountKey.ts'
import { patchSiwxState } from '../siwx/siwxState.ts'
import { close } from './close.ts'
import { disconnect } from './disconnect.ts'
import { switchNetwork } from './switchNetwork.ts'
import { syncSiwxSession } from './syncSiwxSession.ts'

/** What {@link cancelSignIn} resolves with. */
export type CancelSignInReturnType = undefined
/** What {@link cancelSignIn} may throw, by class. */
export type CancelSignInErrorType = SiwxNotEnabledError

/**
 * SIWXSignMessage's Cancel (SPEC §4): with sign-in optional the modal closes (and this account
 * is not asked again on this page); with sign-in required the wallet goes back to the last
 * network this account had a session on, or — with none, or if the wallet refuses — disconnects.
 *
 * @example
 * await latch.cancelSignIn()
 */
export async function cancelSignIn(client: Client): Promise<CancelSignInReturnType> {
  const siwx = getSiwx(client)
  if (!siwx) throw new SiwxNotEnabledError()
  const { request, required } = client.store.getState().siwx ?? {}
  if (!request) {
    close(client)
    return
  }
  client.events.emit('SIWX_SIGN_CANCEL', { chainId: request.chainId, address: request.address })
  patchSiwxState(client, { request: undefined })
  if (!required) {
    siwx.dismissed.add(siwxAccountKey(request))
    close(client)
    // Another connected account without a session, if any, is asked next.
    void syncSiwxSession(client)
    return
  }
  const last = siwx.lastSignedIn[request.namespace]
  const network =
    last &&
    last.chainId !== request.chainId &&
    siwxAccountKey({ ...last, chainId: request.chainId }) === siwxAccountKey(request)
      ? findNetwork(client, last.chainId)
      : undefined
  if (network) {
    try {
      await switchNetwork(client, { network })
      close(client)
      return
    } catch (error) {
      client.logger.info('could not go back to the signed-in network', error)
    }
  }
  await disconnect(client, { namespace: request.namespace }).catch((error: unknown) =>
    client.logger.warn('disconnecting after a cancelled sign-in failed', error),
  )
  close(client)
}
