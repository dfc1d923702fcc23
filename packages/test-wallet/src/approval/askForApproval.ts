import { ProviderRpcError, RPC_ERROR_CODE, userRejectedError } from '../errors/ProviderRpcError.ts'
import { showPrompt } from '../prompt/showPrompt.ts'
import type { TestWalletApproval, TestWalletInfo, TestWalletPolicy } from '../types.ts'
import type { RequestDescription } from './describeRequest.ts'

/**
 * What asking for consent needs from a wallet, EVM or Solana: its policy, the page to prompt
 * in, its identity for the prompt's header and the log the answer goes to.
 */
export type ApprovalHost = {
  readonly policy: TestWalletPolicy
  readonly window: Window | undefined
  /** Whose prompt it is: the header shows this name and icon. */
  readonly info: Pick<TestWalletInfo, 'name' | 'icon'>
  readonly approvals: TestWalletApproval[]
}

const POLICIES: readonly TestWalletPolicy[] = ['approve', 'reject', 'prompt']

/** Refuses a policy no wallet knows: `setPolicy` is also called from untyped page scripts. */
export function assertPolicy(policy: TestWalletPolicy): void {
  if (!POLICIES.includes(policy)) throw new TypeError(`Unknown policy "${String(policy)}".`)
}

/**
 * Asks for consent to `method` under the host's current policy: resolves when approved, rejects
 * with 4001 when refused. `describe` builds the prompt's summary, only when a prompt is shown.
 * Every answer is logged in `host.approvals`.
 */
export async function askForApproval(
  host: ApprovalHost,
  method: string,
  describe: () => RequestDescription,
): Promise<void> {
  const approved = await decide(host, describe)
  host.approvals.push({ method, decision: approved ? 'approved' : 'rejected' })
  if (!approved) throw userRejectedError()
}

async function decide(host: ApprovalHost, describe: () => RequestDescription): Promise<boolean> {
  switch (host.policy) {
    case 'approve':
      return true
    case 'reject':
      return false
    case 'prompt': {
      const document = host.window?.document
      if (!document?.body) {
        throw new ProviderRpcError(
          RPC_ERROR_CODE.internal,
          'The prompt policy needs a window with a document body to show its prompt.',
        )
      }
      return showPrompt(document, { wallet: host.info, request: describe() })
    }
  }
}
