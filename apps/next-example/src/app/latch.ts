import { createLatch, type LatchClient } from '@latch/core'
import { cookieStorage } from '@latch/core/ssr'
import { evmAdapter } from '@latch/evm'
import { networks } from './networks.ts'

// `?wallet=dev&policy=approve` puts the devnet's test wallet into the page (for the end-to-end
// test and a first try without an extension). Loaded only when asked for; it is in place before
// the stored connection is restored (an EVM reconnect waits 1 s for its wallet to announce).
if (typeof window !== 'undefined' && new URLSearchParams(location.search).has('wallet')) {
  void import('./devWallet.ts').then((module) => module.injectDevWallet(location.search))
}

let latch: LatchClient | undefined

/**
 * The page's one client, made on first use. On the server, one per process: it is never written
 * to per request (each request's state comes through `initialState`), so visitors never mix.
 * The local stack (`npm start`): `@latch/server` on http://127.0.0.1:8787 (the kit's default
 * endpoints) and the devnet's chains on http://127.0.0.1:8545.
 */
export function getLatch(): LatchClient {
  latch ??= createLatch({
    projectId: 'latch-dev-project',
    networks,
    adapters: [evmAdapter()],
    metadata: {
      name: 'Latch Next.js example',
      description: 'Server-rendered wallet buttons',
      url: 'http://127.0.0.1:9470',
      icons: [],
    },
    // Server rendering: the connection lives in cookies the server reads (cookieToInitialState).
    ssr: true,
    storage: cookieStorage,
    // The server renders 'system' as light: a fixed mode keeps the first HTML and the page alike.
    themeMode: 'light',
  })
  return latch
}
