import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** SPEC §3 connector types. */
export type ConnectorType =
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** A way to connect a wallet, as a plain data object (SPEC §3 Connector). */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** Whether the wallet is present in this browser (injected or announced). */
  installed?: boolean
  /**
   * MULTI_CHAIN only: the wallet's own connector on each chain family it offers (one per
   * namespace), each connected and stored on its own (see `mergeWalletFamilies`).
   */
  connectors?: readonly Connector[]
}

/** SPEC §2 connector groups, in their default order. */
export const CONNECTOR_GROUPS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** A connector group of the Connect view (SPEC §2), in `CONNECTOR_GROUPS` order by default. */
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]

/** A wallet the visitor used recently (SPEC §3). */
export type RecentWallet = { id: string; name: string; rdns?: string }

/** Account entry of a connection (SPEC §3 Account). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

/** SPEC §3 Connection. */
export type Connection = {
  connectorId: string
  accounts: { address: string; type?: AccountType }[]
  recent?: boolean
  auth?: { name?: string; username?: string }
}

/** How a connection relates to a connector (SPEC §4). */
export type ConnectionRelation = 'connected' | 'active' | 'disconnected'
