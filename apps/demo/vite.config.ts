import { defaultClientConditions, defineConfig } from 'vite'
import { NONCE_PLACEHOLDER, strictCsp } from './strictCsp.ts'

export default defineConfig({
  // Resolve workspace packages to their TypeScript source: edits show up without a build.
  resolve: { conditions: ['latch:source', ...defaultClientConditions] },
  esbuild: { jsx: 'automatic' },
  // Pre-bundled up front: found only when WalletConnect is picked, it would make Vite reload.
  optimizeDeps: { include: ['@walletconnect/universal-provider'] },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022' },
  // The built demo runs under a strict Content-Security-Policy (strictCsp.ts): the page's nonce,
  // fresh per load, reaches the kit through `<meta property="csp-nonce">`.
  html: { cspNonce: NONCE_PLACEHOLDER },
  plugins: [strictCsp()],
})
