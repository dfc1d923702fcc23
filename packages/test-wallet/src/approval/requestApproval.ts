import type { WalletContext } from '../context.ts'
import { ProviderRpcError, RPC_ERROR_CODE, userRejectedError } from '../errors/ProviderRpcError.ts'
import { showPrompt } from '../prompt/showPrompt.ts'
import { describeRequest } from './describeRequest.ts'

/**
 * Asks for the user's consent to `method` under the wallet's current policy: resolves when
 * approved, rejects with 4001 when refused. Every answer is logged in `context.approvals`.
 */
export async function requestApproval(
  context: WalletContext,
  method: string,
  params: unknown,
): Promise<void> {
  const approved = await decide(context, method, params)
  context.approvals.push({ method, decision: approved ? 'approved' : 'rejected' })
  if (!approved) throw userRejectedError()
}

async function decide(context: WalletContext, method: string, params: unknown): Promise<boolean> {
  switch (context.policy) {
    case 'approve':
      return true
    case 'reject':
      return false
    case 'prompt': {
      const document = context.window?.document
      if (!document?.body) {
        throw new ProviderRpcError(
          RPC_ERROR_CODE.internal,
          'The prompt policy needs a window with a document body to show its prompt.',
        )
      }
      return showPrompt(document, {
        wallet: context.info,
        request: describeRequest(context, method, params),
      })
    }
  }
}
