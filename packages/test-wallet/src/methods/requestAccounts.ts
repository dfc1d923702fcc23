import type { Address } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { selectedAccount, type WalletContext } from '../context.ts'
import { toHex } from '../toHex.ts'

/**
 * `eth_requestAccounts`: asks once (policy), then the page is connected and gets the selected
 * account. An already connected page gets it without a prompt; a locked wallet asks again and
 * unlocks on approval.
 */
export async function requestAccounts(
  context: WalletContext,
  method = 'eth_requestAccounts',
  params: unknown = [],
): Promise<Address[]> {
  if (context.permitted && !context.locked) return [selectedAccount(context).address]
  await requestApproval(context, method, params)
  const wasLocked = context.locked
  context.locked = false
  context.permitted = true
  if (wasLocked) context.emit('connect', { chainId: toHex(context.chainId) })
  const accounts = [selectedAccount(context).address]
  context.emit('accountsChanged', accounts)
  return accounts
}

/** `eth_accounts`: the selected account once connected and unlocked, else `[]`. Never prompts. */
export function accounts(context: WalletContext): Address[] {
  return context.permitted && !context.locked ? [selectedAccount(context).address] : []
}
