import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** A wallet of `namespace` is connected: a stored connector and a `connected` account. */
export function isNamespaceConnected(
  state: Pick<LatchState, 'connectedConnectorIds' | 'accounts'>,
  namespace: ChainNamespace,
): boolean {
  return (
    !!state.connectedConnectorIds[namespace] && state.accounts[namespace]?.status === 'connected'
  )
}
