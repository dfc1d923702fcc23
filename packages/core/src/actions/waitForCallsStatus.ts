import type { CallsStatus } from '../calls/callsStatus.ts'
import type { Client } from '../client/types.ts'
import type { NotConnectedError } from '../errors/connection.ts'
import { type CallsNotSupportedError, CallsStatusTimeoutError } from '../errors/smartAccount.ts'
import { getCallsStatus } from './getCallsStatus.ts'

/** Parameters of {@link waitForCallsStatus}. */
export type WaitForCallsStatusParameters = {
  id: string
  /** How often the wallet is asked. @defaultValue 1000 */
  pollingIntervalMs?: number
  /** How long to wait for a final status. @defaultValue 60000 */
  timeoutMs?: number
}

/** The batch's final status (`success` or `failure`). */
export type WaitForCallsStatusReturnType = CallsStatus
/** What {@link waitForCallsStatus} may throw, by class. */
export type WaitForCallsStatusErrorType =
  | NotConnectedError
  | CallsNotSupportedError
  | CallsStatusTimeoutError

/**
 * Asks the wallet for a batch's status until it is no longer pending; CallsStatusTimeoutError
 * after `timeoutMs`.
 *
 * @example
 * const { id } = await latch.sendCalls({ calls })
 * const { status, receipts } = await latch.waitForCallsStatus({ id })
 */
export async function waitForCallsStatus(
  client: Client,
  { id, pollingIntervalMs = 1_000, timeoutMs = 60_000 }: WaitForCallsStatusParameters,
): Promise<WaitForCallsStatusReturnType> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await getCallsStatus(client, { id })
    if (status.status !== 'pending') return status
    if (Date.now() + pollingIntervalMs > deadline) {
      throw new CallsStatusTimeoutError({ details: `batch ${id} still pending` })
    }
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
