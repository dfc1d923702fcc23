import { askForApproval } from '../approval/askForApproval.ts'
import type { SolanaWalletContext } from './context.ts'
import { describeSolanaRequest, type SolanaRequest } from './describeSolanaRequest.ts'

/**
 * Asks for consent to a Solana request with the same policy and prompt as the EVM side:
 * resolves when approved, rejects with 4001 when refused; logged in `context.approvals`.
 */
export function approveSolanaRequest(
  context: SolanaWalletContext,
  request: SolanaRequest,
): Promise<void> {
  return askForApproval(context, request.method, () => describeSolanaRequest(context, request))
}
