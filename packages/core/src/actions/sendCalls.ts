import { getEip155Wallet } from '../calls/walletRequest.ts'
import type { Client } from '../client/types.ts'
import { type NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import {
  type CallsNotSupportedError,
  InvalidCallError,
  NoCallsError,
} from '../errors/smartAccount.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'

/** One call of a batch: a contract call or a transfer. */
export type Call = {
  /** The address called (SPEC §5: starts with 0x). */
  to: string
  /** Calldata (SPEC §5: starts with 0x). */
  data?: string
  /** In wei. @defaultValue 0n */
  value?: bigint
}

/** Parameters of {@link sendCalls}. */
export type SendCallsParameters = {
  calls: readonly Call[]
  /**
   * The calls must run all or none (EIP-5792 `atomicRequired`): a wallet that can't promise it
   * refuses the batch. @defaultValue false
   */
  forceAtomic?: boolean
  /** Capabilities to ask of the wallet (EIP-5792: `paymasterService` …), passed as they are. */
  capabilities?: Record<string, unknown>
  /** The batch's id; without it the wallet makes one. */
  id?: string
}

/** The batch's id, for {@link getCallsStatus}, and the wallet's capabilities answer. */
export type SendCallsReturnType = { id: string; capabilities?: Record<string, unknown> }
/** What {@link sendCalls} may throw, by class. */
export type SendCallsErrorType =
  | NotConnectedError
  | NoCallsError
  | InvalidCallError
  | CallsNotSupportedError
  | TransactionRejectedError

/**
 * Sends a batch of calls from the connected eip155 account (EIP-5792 `wallet_sendCalls`, v2.0.0)
 * and resolves with its id as soon as the wallet took it; read its outcome with
 * {@link getCallsStatus} or `waitForCallsStatus`. The embedded wallet's smart account runs the
 * batch as one user operation after the visitor approves it; other wallets get the request as it
 * is. Throws TransactionRejectedError when the visitor declines (4001).
 *
 * @example
 * const { id } = await latch.sendCalls({
 *   calls: [
 *     { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n },
 *     { to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: 2n },
 *   ],
 * })
 */
export async function sendCalls(
  client: Client,
  { calls, forceAtomic = false, capabilities, id }: SendCallsParameters,
): Promise<SendCallsReturnType> {
  if (!calls.length) throw new NoCallsError()
  calls.forEach(checkCall)
  const wallet = getEip155Wallet(client)
  const request = {
    version: '2.0.0',
    ...(id ? { id } : {}),
    chainId: `0x${Number(wallet.network.id).toString(16)}`,
    from: wallet.address,
    atomicRequired: forceAtomic,
    calls: calls.map((call) => ({
      to: call.to,
      ...(call.data ? { data: call.data } : {}),
      ...(call.value ? { value: `0x${call.value.toString(16)}` } : {}),
    })),
    ...(capabilities ? { capabilities } : {}),
  }
  try {
    const answer = (await wallet.request('wallet_sendCalls', [request])) as
      | string
      | SendCallsReturnType
    // Wallets of EIP-5792's first drafts answer the id alone.
    return typeof answer === 'string' ? { id: answer } : answer
  } catch (cause) {
    if (isUserRejection(cause)) throw new TransactionRejectedError({ cause })
    throw cause
  }
}

/** SPEC §5 Send-calls entries: `to` starts with 0x, optional data starts with 0x. */
function checkCall(call: Call, index: number): void {
  if (typeof call?.to !== 'string' || !call.to.startsWith('0x')) {
    throw new InvalidCallError({ index, field: 'to', details: String(call?.to) })
  }
  if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x'))) {
    throw new InvalidCallError({ index, field: 'data', details: String(call.data) })
  }
  if (call.value !== undefined && (typeof call.value !== 'bigint' || call.value < 0n)) {
    throw new InvalidCallError({ index, field: 'value', details: String(call.value) })
  }
}
