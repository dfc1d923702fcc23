import type { PersistedState } from '../types/state.ts'

/** Nothing kept: the state of a first visit, and what a full disconnect returns to. */
export const EMPTY_PERSISTED_STATE: PersistedState = {
  activeNamespace: undefined,
  activeCaipNetworkId: undefined,
  activeCaipNetworkIds: {},
  recentWallets: [],
  connectedConnectorIds: {},
  connectedSocial: undefined,
  connectedSocialUsername: undefined,
  connectionStatus: undefined,
  connectedNamespaces: [],
  preferredAccountTypes: {},
  connections: {},
  disconnectedConnectorIds: {},
  deepLinkChoice: undefined,
  legalAccepted: undefined,
}
