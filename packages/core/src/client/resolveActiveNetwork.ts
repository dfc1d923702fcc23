import type { AlertId } from '../alerts/alerts.ts'
import type { LatchState } from '../types/state.ts'
import type { LatchOptions } from './types.ts'

/**
 * Checks the stored network against the site's options. The stored network stays when the site
 * lists it, and also when the site doesn't but uses its namespace (it then shows as unsupported,
 * SPEC §4); a network of a namespace the site doesn't use is dropped, and the default applies.
 * Nothing is stored until the visitor connects or picks a network.
 */
export function resolveActiveNetwork(
  options: LatchOptions,
  state: LatchState,
): { state: Pick<LatchState, 'activeNamespace' | 'activeCaipNetworkId'>; alert?: AlertId } {
  const defaultListed = options.networks.some(
    (network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  const alert: AlertId | undefined =
    options.defaultNetwork && !defaultListed ? 'NETWORK_NOT_FOUND' : undefined
  const namespaces = new Set<string>(options.networks.map((network) => network.chainNamespace))
  const storedNamespace = state.activeCaipNetworkId?.split(':')[0]
  const keepNetwork = storedNamespace !== undefined && namespaces.has(storedNamespace)
  const keepNamespace = state.activeNamespace !== undefined && namespaces.has(state.activeNamespace)
  const result = {
    activeCaipNetworkId: keepNetwork ? state.activeCaipNetworkId : undefined,
    activeNamespace: keepNamespace ? state.activeNamespace : undefined,
  }
  return alert ? { state: result, alert } : { state: result }
}
