import type { ServerResponse } from 'node:http'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

// Four wallets from the directory host, what SPEC §9's recommended row asks for (no images:
// their monograms show). Served by the preview server itself, so the bench needs no stack.
const WALLETS = ['Rabby', 'Rainbow', 'Trust Wallet', 'Zerion'].map((name, index) => ({
  id: `bench-${index + 1}`,
  name,
  image_id: null,
  image_url: null,
  rdns: null,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  homepage: 'https://example.com',
  chains: ['eip155:1'],
  badge_type: 'none',
  order: index + 1,
}))

/** `GET /directory/getWallets`: the one directory call the Connect view makes as it opens. */
const directory: Plugin = {
  name: 'bench-directory',
  configurePreviewServer(server) {
    server.middlewares.use('/directory/getWallets', (_request, response: ServerResponse) => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ data: WALLETS, count: 420 }))
    })
  },
}

// The minimal app of notes/targets.md: one connect button, Ethereum mainnet only, plus the
// wallet directory (the recommended wallets the Connect view lists).
export default defineConfig({
  resolve: { conditions: ['latch:source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022' },
  plugins: [directory],
  logLevel: 'error',
})
