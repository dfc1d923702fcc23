import type { Client } from '../client/types.ts'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/constants.ts'
import {
  EmbeddedNotConnectedError,
  type EmbeddedRequestClosedError,
  type EmbeddedWalletRequestError,
} from '../errors/embedded.ts'

/** The visitor reads the card and answers the browser's passkey dialog: the request waits 10 min. */
const ADD_PASSKEY_TIMEOUT_MS = 10 * 60_000

/** What {@link addEmbeddedPasskey} resolves with: the new passkey's credential id. */
export type AddEmbeddedPasskeyReturnType = { credentialId: string }
/** What {@link addEmbeddedPasskey} may throw, by class. */
export type AddEmbeddedPasskeyErrorType =
  | EmbeddedNotConnectedError
  | EmbeddedRequestClosedError
  | EmbeddedWalletRequestError

/**
 * Lets the visitor add a passkey to the embedded wallet, inside the frame only: ApproveTransaction
 * opens (pushed over Account) with the frame's "Add a passkey" card; the frame runs WebAuthn and
 * seals the recovery share under the passkey (the page never sees either). Resolves when the
 * visitor presses Done after adding one; closing the card without one rejects with
 * EmbeddedWalletRequestError (code 4001). Needs a connection through the AUTH connector.
 *
 * @example
 * const { credentialId } = await addEmbeddedPasskey(latch)
 */
export async function addEmbeddedPasskey(client: Client): Promise<AddEmbeddedPasskeyReturnType> {
  const { connectedConnectorIds } = client.store.getState()
  if (!Object.values(connectedConnectorIds).includes(EMBEDDED_CONNECTOR_ID)) {
    throw new EmbeddedNotConnectedError()
  }
  const { runApproval, showApproval } = await import('../embedded/requestEmbedded.ts')
  showApproval(client, { card: 'passkey' })
  return runApproval(client, 'ADD_PASSKEY', (provider, id) =>
    provider.call('ADD_PASSKEY', {}, { id, timeoutMs: ADD_PASSKEY_TIMEOUT_MS }),
  )
}
