import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // Resolve workspace packages to their TypeScript source: edits show up without a build.
  resolve: { conditions: ['latch:source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
})
