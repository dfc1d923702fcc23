import { type SolanaWalletContext, updateAccounts } from '../context.ts'

/**
 * `standard:disconnect`: forgets the app, so the next connect asks again (and a silent one gets
 * nothing). Emits `change` with no accounts if the app had one. Never prompts.
 */
export async function disconnect(context: SolanaWalletContext): Promise<void> {
  updateAccounts(context, () => {
    context.authorized = false
  })
}
