import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import { EmbeddedNotConnectedError, EmbeddedWalletRequestError } from '../errors/embedded.ts'
import { getActiveNamespace } from '../selectors/networks.ts'
import { EMBEDDED_CONNECTOR_ID } from './constants.ts'
import { getEmbeddedErrorCode } from './loginSupport.ts'
import type { EmbeddedEmailChange } from './types.ts'

/**
 * SPEC §6: an email update needs the active namespace connected through the AUTH connector,
 * signed in with an email; EmbeddedNotConnectedError ('Address or auth connector not found')
 * otherwise. Returns the current email.
 */
export function requireEmailAccount(client: Client): string {
  const state = client.store.getState()
  const namespace = getActiveNamespace(client, state)
  const email = state.embedded.user?.email
  if (state.connectedConnectorIds[namespace] !== EMBEDDED_CONNECTOR_ID || !email) {
    throw new EmbeddedNotConnectedError({
      details: 'an email update needs a connection through the auth connector',
    })
  }
  return email
}

/** Merges `patch` into `state.embedded.emailChange`; `undefined` fields are removed. */
export function patchEmailChange(client: Client, patch: Partial<EmbeddedEmailChange>): void {
  client.store.setState((state) => {
    const next: Record<string, unknown> = {
      step: 'email',
      pending: false,
      ...state.embedded.emailChange,
      ...('error' in patch && { failure: undefined }),
      ...patch,
    }
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return { embedded: { ...state.embedded, emailChange: next as EmbeddedEmailChange } }
  })
}

/**
 * A change step failed: UpdateEmailWallet shows the message (`emailChange.error`,
 * `errorCode`) and the caller gets it as a LatchError.
 */
export function failEmailChange(client: Client, error: unknown): never {
  const latch =
    error instanceof LatchError
      ? error
      : new EmbeddedWalletRequestError({ cause: error, details: String(error) })
  patchEmailChange(client, {
    pending: false,
    error: latch.shortMessage,
    errorCode: getEmbeddedErrorCode(latch),
    failure: latch,
    attemptsLeft: latch instanceof EmbeddedWalletRequestError ? latch.attemptsLeft : undefined,
  })
  throw latch
}
