import type { Client } from '../client/types.ts'
import { NotConnectedError } from '../errors/connection.ts'
import type { SmartSessionInfo, SmartSessionsAnswer } from '../sessions/types.ts'

/** Parameters of {@link fetchSmartSessions}. */
export type FetchSmartSessionsParameters = {
  /** A CAIP-10 account or an address. @defaultValue the connected eip155 account on its network */
  account?: string
}
/** The account's sessions, newest first, with their status and what they spent. */
export type FetchSmartSessionsReturnType = SmartSessionInfo[]
/** What {@link fetchSmartSessions} may throw: NotConnectedError, or the API's HttpError. */
export type FetchSmartSessionsErrorType = NotConnectedError

/**
 * Lists an account's smart sessions from the blockchain API (`GET /v1/sessions/{id}`, SPEC §7):
 * each with its permissions, what it spent per permission, its expiry and whether it is
 * `active`, `expired` or `revoked`.
 *
 * @example
 * const sessions = await latch.fetchSmartSessions()
 * sessions.filter((session) => session.status === 'active')
 */
export async function fetchSmartSessions(
  client: Client,
  { account }: FetchSmartSessionsParameters = {},
): Promise<FetchSmartSessionsReturnType> {
  const state = client.store.getState()
  const connected = state.accounts.eip155
  const network = state.activeCaipNetworkIds.eip155
  const id =
    account ?? (connected?.address && network ? `${network}:${connected.address}` : undefined)
  if (!id) throw new NotConnectedError()
  const answer = await client.api.blockchain.get<SmartSessionsAnswer>(
    `v1/sessions/${encodeURIComponent(id)}`,
  )
  return answer.sessions
}
