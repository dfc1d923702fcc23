import type { Logger } from '../client/logger.ts'
import type { AdapterConnection, AdapterContext } from '../types/adapter.ts'
import type { CaipNetwork, CaipNetworkId } from '../types/network.ts'
import type { Metadata } from '../types/options.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** Where a WalletConnect pairing stands (not persisted). */
export type WalletConnectStatus = 'idle' | 'loading' | 'pairing' | 'rejected' | 'error'

/**
 * `state.walletConnect`. 'loading' = the SDK loads or a pairing is being made, 'pairing' = `uri`
 * is ready to scan, 'rejected' = the wallet declined (a fresh uri follows at once).
 */
export type WalletConnectState = {
  status: WalletConnectStatus
  uri?: string
  /** ms since epoch: when the uri was set + PAIRING_LIFETIME_MS (SPEC §4 Pairing). */
  uriExpiresAt?: number
  errorMessage?: string
}

/** The accounts a WalletConnect session grants on one namespace. */
export type WalletConnectNamespaceSession = {
  /** The selected account. */
  address: string
  /** The chain in use: a number on eip155, the CAIP-2 reference elsewhere. */
  chainId: number | string
  accounts: string[]
}

/** A session's accounts per namespace. */
export type WalletConnectSession = Partial<Record<ChainNamespace, WalletConnectNamespaceSession>>

/**
 * A one-click sign-in asked with the pairing (`wc_sessionAuthenticate`, eip155 only): the
 * sign-in message's fields but the account, which the wallet fills in per chain.
 */
export type WalletConnectSignInRequest = {
  domain: string
  uri: string
  nonce: string
  /** CAIP-2, eip155; the first is the one the site signs in on. */
  chains: CaipNetworkId[]
  statement?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** One chain the wallet signed in on with the session: the exact text it signed. */
export type WalletConnectSignIn = {
  chainId: CaipNetworkId
  address: string
  /** Byte for byte what the wallet signed (rebuilt from the CACAO by the SDK's own formatter). */
  message: string
  signature: string
  /** The CACAO the wallet answered with. */
  cacao: unknown
}

/** One pairing offer: the uri to show, and the wallet's answer. */
export type WalletConnectPairing = {
  uri: string
  /** Resolves with the approved session; rejects with the wallet's coded error. */
  approval: Promise<WalletConnectSession>
  /**
   * With a sign-in request: resolves with `approval`, with the chains the wallet signed in on
   * (none when it answered the plain session proposal instead).
   */
  signIns?: Promise<WalletConnectSignIn[]>
}

/** What the wallet did on its own, reported by the loaded provider. */
export type WalletConnectListeners = {
  accountsChanged(namespace: ChainNamespace, accounts: string[]): void
  chainChanged(namespace: ChainNamespace, chainId: number | string): void
  /** The session ended on the wallet's side. */
  disconnected(): void
}

/** What core hands to {@link WalletConnectConfig.load}. */
export type WalletConnectLoadParameters = {
  projectId: string
  relayUrl: string
  /** The blockchain API / server base URL (for answers the SDK would fetch elsewhere). */
  apiUrl: string
  metadata: Metadata | undefined
  /** The configured networks of `namespaces`. */
  networks: readonly CaipNetwork[]
  namespaces: readonly ChainNamespace[]
  logger: Logger
  listeners: WalletConnectListeners
}

/** The loaded SDK behind one client, as core uses it. */
export type WalletConnectProvider = {
  /** The restored or approved session; `undefined` when there is none. */
  getSession(): WalletConnectSession | undefined
  /**
   * Makes a new pairing uri (a pending older one is dropped). With `signIn`, the wallet is asked
   * to connect and sign in at once, or falls back to the plain session proposal.
   */
  pair(parameters?: { signIn?: WalletConnectSignInRequest }): Promise<WalletConnectPairing>
  /** Drops pending pairings. */
  cancelPairing(): Promise<void>
  /** A request over the session on `chainId` (CAIP-2). Wallet errors keep their code. */
  request(parameters: {
    chainId: CaipNetworkId
    method: string
    params?: unknown
  }): Promise<unknown>
  /** The wallet's default chain for later requests of that namespace changed. */
  setDefaultChain(chainId: CaipNetworkId): void
  /** Ends the session (tells the wallet). No-op without a session. */
  disconnect(): Promise<void>
  /** The SDK's own provider (UniversalProvider), for site code. */
  readonly provider: unknown
}

/** What one client holds of WalletConnect: the loading/loaded SDK and the adapter contexts. */
export type WalletConnectEntry = {
  provider?: Promise<WalletConnectProvider>
  resolved?: WalletConnectProvider
  /** Adapter contexts per namespace, so wallet events reach the store like an adapter's. */
  contexts: Map<ChainNamespace, AdapterContext>
}

/** A pairing session of one client: the uri refresh loop and the visitor's pending promise. */
export type PairingRun = {
  /** Bumped by each new pairing and by cancel: answers of older ones are ignored. */
  generation: number
  active: boolean
  /**
   * The SDK refused a wallet's one-click answer (WC_SESSION_SETTLEMENT_FAILED): the next
   * pairings of this client are plain ones, and the usual sign-in follows the connection.
   */
  oneClickOff?: boolean
  promise?: Promise<AdapterConnection>
  resolve?: (value: AdapterConnection) => void
  reject?: (error: unknown) => void
}
