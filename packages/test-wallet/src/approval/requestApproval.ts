import type { WalletContext } from '../context.ts'
import { askForApproval } from './askForApproval.ts'
import { describeRequest } from './describeRequest.ts'

/**
 * Asks for the user's consent to an EIP-1193 `method` under the wallet's current policy:
 * resolves when approved, rejects with 4001 when refused. Every answer is logged in
 * `context.approvals`.
 */
export function requestApproval(
  context: WalletContext,
  method: string,
  params: unknown,
): Promise<void> {
  return askForApproval(context, method, () => describeRequest(context, method, params))
}
