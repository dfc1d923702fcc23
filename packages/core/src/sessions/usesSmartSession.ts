import type { Client } from '../client/types.ts'
import { SmartSessionsDisabledError } from '../errors/sessions.ts'

const SESSION_METHODS = ['wallet_grantPermissions', 'wallet_revokePermissions']

/**
 * Whether an RPC request is a batch under a granted smart session (`wallet_sendCalls` with
 * `capabilities.permissions`): the embedded wallet runs or refuses it without asking the visitor,
 * so the kit does not open ApproveTransaction for it.
 */
export function usesSmartSession(request: { method: string; params?: unknown }): boolean {
  if (request.method !== 'wallet_sendCalls' || !Array.isArray(request.params)) return false
  const batch = request.params[0] as { capabilities?: { permissions?: unknown } } | undefined
  const permissions = batch?.capabilities?.permissions
  return typeof permissions === 'object' && permissions !== null
}

/**
 * SPEC §9's `smartSessions` flag for the embedded wallet's own provider too (a site's viem or
 * wagmi calling `wallet_grantPermissions` on it): a smart-session request while it is off throws
 * SmartSessionsDisabledError before the frame is asked.
 */
export function checkSmartSessionsEnabled(
  client: Client,
  request: { method: string; params?: unknown },
): void {
  const asks = SESSION_METHODS.includes(request.method) || usesSmartSession(request)
  if (asks && !client.store.getState().features.smartSessions) {
    throw new SmartSessionsDisabledError({ details: request.method })
  }
}
