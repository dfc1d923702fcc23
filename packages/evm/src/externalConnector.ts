import { type Connector, InvalidOptionError } from '@latch/core'
import type { Eip1193Provider } from './types.ts'

/** Parameters of {@link externalConnector}. */
export type ExternalConnectorParameters = {
  /**
   * Stable id: a connection is stored under it (SPEC §3) and restored by it on the next visit,
   * so keep it across releases. Unique among the page's wallets: a discovered wallet with the
   * same id (an EIP-6963 rdns) gives way to this connector.
   */
  id: string
  /** The name the Connect view lists. */
  name: string
  /** The wallet's icon (a URL or a `data:` URI). @defaultValue the name's monogram */
  imageUrl?: string | undefined
  /**
   * The wallet's EIP-1193 provider. Called the first time the visitor picks the connector, or
   * when a stored connection is restored on load, never before: load a hardware wallet's SDK
   * here (`await import(…)`) and a page that doesn't use it ships none of it. Called again after
   * a failure.
   */
  getProvider(): Eip1193Provider | Promise<Eip1193Provider>
}

/** A connector the site brings, for `evmAdapter({ connectors })`. */
export type ExternalConnector = {
  /** The Connect view's entry: type EXTERNAL, listed in SPEC §2's `external` group. */
  readonly connector: Connector
  /** The provider, loaded once (see {@link ExternalConnectorParameters.getProvider}). */
  getProvider(): Promise<Eip1193Provider>
}

/**
 * A connector the site brings (SPEC §3 EXTERNAL): a hardware wallet's SDK, a custom EIP-1193
 * provider. Listed in the Connect view's `external` group; picked, it connects through
 * ConnectingExternal and is stored and restored like a discovered wallet. Throws
 * InvalidOptionError without an id or a name.
 *
 * @example
 * import { evmAdapter, externalConnector } from '@latch/evm'
 * const ledger = externalConnector({
 *   id: 'com.example.hardware',
 *   name: 'Example Hardware Wallet',
 *   getProvider: async () => (await import('./hardwareProvider.ts')).createProvider(),
 * })
 * createLatch({ projectId, networks, adapters: [evmAdapter({ connectors: [ledger] })] })
 */
export function externalConnector(parameters: ExternalConnectorParameters): ExternalConnector {
  const { id, name, imageUrl } = parameters
  if (!id || !name) {
    throw new InvalidOptionError('connectors', 'an external connector needs an id and a name')
  }
  let loading: Promise<Eip1193Provider> | undefined
  return {
    connector: { id, name, type: 'EXTERNAL', chain: 'eip155', ...(imageUrl ? { imageUrl } : {}) },
    getProvider() {
      if (!loading) {
        loading = Promise.resolve().then(() => parameters.getProvider())
        // A failed load (the SDK's chunk didn't arrive) is tried again on the next pick.
        loading.catch(() => {
          loading = undefined
        })
      }
      return loading
    },
  }
}
