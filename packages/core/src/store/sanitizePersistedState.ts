import type { PersistedState } from '../types/state.ts'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../utils/chainNamespace.ts'
import { EMPTY_PERSISTED_STATE } from './emptyPersistedState.ts'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isNamespace = (value: unknown): value is ChainNamespace =>
  (CHAIN_NAMESPACES as readonly unknown[]).includes(value)
const isString = (value: unknown): value is string => typeof value === 'string'

/** Keeps only entries of the right namespace and shape from a record keyed by namespace. */
function byNamespace<T>(value: unknown, check: (entry: unknown) => entry is T) {
  const out: Partial<Record<ChainNamespace, T>> = {}
  if (!isRecord(value)) return out
  for (const [key, entry] of Object.entries(value)) {
    if (isNamespace(key) && check(entry)) out[key] = entry
  }
  return out
}

/**
 * Whatever storage held (another build, a hand edit, a broken extension), hydration only takes
 * fields of the right shape and drops the rest, so a bad entry can't corrupt the store.
 */
export function sanitizePersistedState(value: unknown): PersistedState {
  const raw = isRecord(value) ? value : {}
  const state: PersistedState = { ...EMPTY_PERSISTED_STATE }
  if (isNamespace(raw.activeNamespace)) state.activeNamespace = raw.activeNamespace
  if (isString(raw.activeCaipNetworkId) && raw.activeCaipNetworkId.split(':').length === 2) {
    state.activeCaipNetworkId = raw.activeCaipNetworkId as PersistedState['activeCaipNetworkId']
  }
  state.activeCaipNetworkIds = byNamespace(raw.activeCaipNetworkIds, isString) as never
  if (Array.isArray(raw.recentWallets)) {
    state.recentWallets = raw.recentWallets.filter(
      (wallet): wallet is PersistedState['recentWallets'][number] =>
        isRecord(wallet) && isString(wallet.id) && isString(wallet.name),
    )
  }
  state.connectedConnectorIds = byNamespace(raw.connectedConnectorIds, isString)
  if (isString(raw.connectedSocial)) state.connectedSocial = raw.connectedSocial
  if (isString(raw.connectedSocialUsername)) {
    state.connectedSocialUsername = raw.connectedSocialUsername
  }
  if (raw.connectionStatus === 'connected' || raw.connectionStatus === 'disconnected') {
    state.connectionStatus = raw.connectionStatus
  }
  if (Array.isArray(raw.connectedNamespaces)) {
    state.connectedNamespaces = raw.connectedNamespaces.filter(isNamespace)
  }
  state.preferredAccountTypes = byNamespace(
    raw.preferredAccountTypes,
    (entry): entry is 'eoa' | 'smartAccount' | 'payment' =>
      entry === 'eoa' || entry === 'smartAccount' || entry === 'payment',
  )
  state.connections = byNamespace(raw.connections, Array.isArray) as PersistedState['connections']
  state.disconnectedConnectorIds = byNamespace(
    raw.disconnectedConnectorIds,
    (entry): entry is string[] => Array.isArray(entry) && entry.every(isString),
  )
  if (isRecord(raw.deepLinkChoice) && isString(raw.deepLinkChoice.name)) {
    if (isString(raw.deepLinkChoice.href)) {
      state.deepLinkChoice = { name: raw.deepLinkChoice.name, href: raw.deepLinkChoice.href }
    }
  }
  if (isString(raw.legalAccepted)) state.legalAccepted = raw.legalAccepted
  return state
}
