import type { Address } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { selectedAccount, type WalletContext } from '../context.ts'
import { toHex } from '../toHex.ts'

/**
 * `eth_requestAccounts`: asks once (policy), then the page is connected and gets the selected
 * account. An already connected page gets it without a prompt; a locked wallet asks again and
 * unlocks on approval.
 */
export async function requestAccounts(context: WalletContext): Promise<Address[]> {
  if (context.permitted && !context.locked) return [selectedAccount(context).address]
  await requestApproval(context, 'eth_requestAccounts', [])
  grantAccounts(context)
  return accounts(context)
}

/**
 * Connects the page after an approval: unlocks (emitting `connect`) and, when the page did not
 * see the accounts before, emits `accountsChanged` with them.
 */
export function grantAccounts(context: WalletContext): void {
  const wasExposed = accounts(context).length > 0
  const wasLocked = context.locked
  context.locked = false
  context.permitted = true
  if (wasLocked) context.emit('connect', { chainId: toHex(context.chainId) })
  if (!wasExposed) context.emit('accountsChanged', accounts(context))
}

/** `eth_accounts`: the selected account once connected and unlocked, else `[]`. Never prompts. */
export function accounts(context: WalletContext): Address[] {
  return context.permitted && !context.locked ? [selectedAccount(context).address] : []
}
