import { defaultClientConditions, defineConfig } from 'vite'

// The minimal app of notes/targets.md: one connect button, Ethereum mainnet only.
export default defineConfig({
  resolve: { conditions: ['latch:source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  build: { target: 'es2022' },
  logLevel: 'error',
})
