import type { StandardConnectInput, StandardConnectOutput } from '@wallet-standard/features'
import { approveSolanaRequest } from '../approveSolanaRequest.ts'
import { exposedAccounts, type SolanaWalletContext, updateAccounts } from '../context.ts'

/**
 * `standard:connect`: an app that was given the account gets it back without a prompt; any other
 * asks once (policy), then the app is connected. `silent` never prompts: it returns the account
 * only if the app was connected before, else none. A locked wallet asks again and unlocks on
 * approval, as on the EVM side.
 */
export async function connect(
  context: SolanaWalletContext,
  input: StandardConnectInput = {},
): Promise<StandardConnectOutput> {
  if (context.authorized && !context.locked) return { accounts: exposedAccounts(context) }
  if (input?.silent) return { accounts: [] }
  await approveSolanaRequest(context, { method: 'standard:connect' })
  updateAccounts(context, () => {
    context.authorized = true
    context.locked = false
  })
  return { accounts: exposedAccounts(context) }
}
