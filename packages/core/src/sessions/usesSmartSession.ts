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
