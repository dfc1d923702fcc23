import type { Client } from '../client/types.ts'
import { EMBEDDED_CONNECTOR_ID } from '../embedded/constants.ts'
import {
  EmbeddedNotConnectedError,
  type EmbeddedRequestClosedError,
  type EmbeddedWalletRequestError,
} from '../errors/embedded.ts'

/** The visitor reads (and copies) the recovery share at their pace: the request waits 10 min. */
const EXPORT_RECOVERY_TIMEOUT_MS = 10 * 60_000

/** What {@link exportEmbeddedRecovery} resolves with. */
export type ExportEmbeddedRecoveryReturnType = undefined
/** What {@link exportEmbeddedRecovery} may throw, by class. */
export type ExportEmbeddedRecoveryErrorType =
  | EmbeddedNotConnectedError
  | EmbeddedRequestClosedError
  | EmbeddedWalletRequestError

/**
 * Shows the embedded wallet's recovery share to the visitor, inside the frame only (the page never
 * sees it): ApproveTransaction opens (pushed over Account) with the frame's recovery card, until
 * the visitor presses Done. Needs a connection through the AUTH connector.
 *
 * @example
 * await exportEmbeddedRecovery(latch)
 */
export async function exportEmbeddedRecovery(
  client: Client,
): Promise<ExportEmbeddedRecoveryReturnType> {
  const { connectedConnectorIds } = client.store.getState()
  if (!Object.values(connectedConnectorIds).includes(EMBEDDED_CONNECTOR_ID)) {
    throw new EmbeddedNotConnectedError()
  }
  const { runApproval, showApproval } = await import('../embedded/requestEmbedded.ts')
  showApproval(client, { card: 'recovery' })
  await runApproval(client, 'EXPORT_RECOVERY', (provider, id) =>
    provider.call('EXPORT_RECOVERY', {}, { id, timeoutMs: EXPORT_RECOVERY_TIMEOUT_MS }),
  )
  return undefined
}
