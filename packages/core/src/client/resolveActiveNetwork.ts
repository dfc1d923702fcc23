import type { AlertId } from '../alerts/alerts.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { LatchOptions } from '../types/options.ts'
import type { LatchState } from '../types/state.ts'

/**
 * Picks the network to start on: the stored one when the site still lists it, else the site's
 * default. A stored network the site no longer lists stays active only when its namespace is
 * one the site uses (it then shows as unsupported, SPEC §4); otherwise the default wins.
 */
export function resolveActiveNetwork(
  options: LatchOptions,
  state: LatchState,
): { state: Pick<LatchState, 'activeNamespace' | 'activeCaipNetworkId'>; alert?: AlertId } {
  const listed = options.networks.find(
    (network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId,
  )
  const fallback: CaipNetwork = listed ?? options.networks[0]
  const alert: AlertId | undefined =
    options.defaultNetwork && !listed ? 'NETWORK_NOT_FOUND' : undefined
  const stored = state.activeCaipNetworkId
  const namespaces = new Set(options.networks.map((network) => network.chainNamespace))
  const storedNamespace = stored?.split(':')[0]
  const keep = stored && storedNamespace && namespaces.has(storedNamespace as never)
  const result = keep
    ? {
        activeCaipNetworkId: stored,
        activeNamespace: storedNamespace as CaipNetwork['chainNamespace'],
      }
    : { activeCaipNetworkId: fallback.caipNetworkId, activeNamespace: fallback.chainNamespace }
  return alert ? { state: result, alert } : { state: result }
}
