import type { Address } from 'viem'
import { requestApproval } from '../approval/requestApproval.ts'
import { originOf, selectedAccount, type WalletContext } from '../context.ts'
import { invalidParamsError } from '../errors/ProviderRpcError.ts'
import { accounts, grantAccounts } from './requestAccounts.ts'

/** An EIP-2255 permission; this wallet only grants `eth_accounts`. */
export type WalletPermission = {
  invoker: string
  parentCapability: 'eth_accounts'
  caveats: { type: 'restrictReturnedAccounts'; value: Address[] }[]
}

/** `wallet_requestPermissions`: always asks (dapps use it to re-pick accounts), then connects. */
export async function requestPermissions(
  context: WalletContext,
  params: unknown,
): Promise<WalletPermission[]> {
  assertAccountsPermission(params, 'wallet_requestPermissions')
  await requestApproval(context, 'wallet_requestPermissions', params)
  grantAccounts(context)
  return getPermissions(context)
}

/** `wallet_getPermissions`: the `eth_accounts` permission when connected, else `[]`. */
export function getPermissions(context: WalletContext): WalletPermission[] {
  if (!context.permitted) return []
  return [
    {
      invoker: originOf(context),
      parentCapability: 'eth_accounts',
      caveats: [{ type: 'restrictReturnedAccounts', value: [selectedAccount(context).address] }],
    },
  ]
}

/** `wallet_revokePermissions`: disconnects the page; it hears `accountsChanged []`. */
export function revokePermissions(context: WalletContext, params: unknown): null {
  assertAccountsPermission(params, 'wallet_revokePermissions')
  const wasExposed = accounts(context).length > 0
  context.permitted = false
  if (wasExposed) context.emit('accountsChanged', [])
  return null
}

function assertAccountsPermission(params: unknown, method: string): void {
  const first = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null || !('eth_accounts' in first)) {
    throw invalidParamsError(`${method} expects [{ eth_accounts: {} }].`)
  }
}
