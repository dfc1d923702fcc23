/** Dapp metadata shown to wallets (SPEC §1). */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/**
 * Where Latch's remote calls go: your `@latch/server`. One left out defaults to the local server
 * (`127.0.0.1:8787`, what `npm start` runs) only outside a browser or on a page served from a
 * loopback address; on any other page it stays `''` (no host: nothing is requested, the console
 * warns once). See `resolveEndpoints`.
 */
export type Endpoints = {
  /** Wallet directory host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  directoryUrl: string
  /** Blockchain API host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  apiUrl: string
  /** Analytics host (SPEC §7). @defaultValue `'http://127.0.0.1:8787'` */
  analyticsUrl: string
  /** WalletConnect relay. @defaultValue `'ws://127.0.0.1:8787'` */
  relayUrl: string
}
