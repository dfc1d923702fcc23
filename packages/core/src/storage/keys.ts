/**
 * The storage entries of SPEC §3, one key each, so a site (or a test) can see exactly what Latch
 * keeps. Keys are `${prefix}/${name}`; the prefix defaults to `@latch` and can be changed to run
 * two clients on one page.
 */
export const STORAGE_KEYS = {
  activeNamespace: 'active_namespace',
  activeCaipNetworkId: 'active_caip_network_id',
  recentWallets: 'recent_wallets',
  /** JSON map namespace → connector id. */
  connectedConnectorIds: 'connected_connector_ids',
  connectedSocial: 'connected_social',
  connectedSocialUsername: 'connected_social_username',
  connectionStatus: 'connection_status',
  /** Comma list of namespaces. */
  connectedNamespaces: 'connected_namespaces',
  preferredAccountTypes: 'preferred_account_types',
  /** JSON map namespace → connections. */
  connections: 'connections',
  /** JSON map namespace → connector ids the visitor disconnected. */
  disconnectedConnectorIds: 'disconnected_connector_ids',
  deepLinkChoice: 'deep_link_choice',
  /** The terms and privacy links the visitor accepted (the `legalCheckbox` feature). */
  legalAccepted: 'legal_accepted',
  /** JSON map namespace → CAIP-2 id: the network last used on each namespace. */
  activeCaipNetworkIds: 'active_caip_network_ids',
  portfolioCache: 'portfolio_cache',
  nativeBalanceCache: 'native_balance_cache',
  ensCache: 'ens_cache',
  identityCache: 'identity_cache',
  version: 'version',
} as const

export type StorageKeyName = keyof typeof STORAGE_KEYS

export const DEFAULT_STORAGE_KEY_PREFIX = '@latch'

export function storageKey(prefix: string, name: StorageKeyName): string {
  return `${prefix}/${STORAGE_KEYS[name]}`
}
