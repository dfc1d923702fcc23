import type { ChainNamespace, Metadata } from '@latch/core'

/** Key-value storage the SDK keeps its pairings and sessions in (async, JSON values). */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** Options of {@link walletConnect}. */
export type WalletConnectOptions = {
  /** The relay. @defaultValue the client's `endpoints.relayUrl` (`ws://127.0.0.1:8787`) */
  relayUrl?: string
  /** Shown to the wallet. @defaultValue the client's `metadata`, else this page's title and origin */
  metadata?: Metadata
  /** Send the SDK's usage events to WalletConnect's hosted collector. @defaultValue `false` */
  telemetry?: boolean
  /** @defaultValue the namespaces of the configured networks WalletConnect supports */
  namespaces?: ('eip155' | 'solana')[]
  /** Icon of the WalletConnect connector. @defaultValue a QR-code glyph of our own (inline SVG) */
  imageUrl?: string
  /** Where the SDK keeps sessions. @defaultValue the SDK's own (IndexedDB in a browser) */
  storage?: WalletConnectStorage
  /** Prefix of the SDK's storage keys: two clients in one page or process need their own. */
  storagePrefix?: string
  /**
   * A `@walletconnect/core` `Core` to use instead of a new one. Node tests pass the CommonJS
   * build's (see README: the ESM build's WebSocket import breaks under Vitest).
   */
  core?: unknown
  /**
   * The `UniversalProvider` class to use instead of the ESM build's. Node tests under Vitest pass
   * the CommonJS build's (its ESM build's default import of the HTTP connection breaks there).
   */
  providerClass?: unknown
}

/** A namespace key WalletConnect understands. */
export type WalletConnectNamespace = Extract<ChainNamespace, 'eip155' | 'solana'>
