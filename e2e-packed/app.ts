import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { DEVNET_RPC_URL, SERVER_URL } from './ports.ts'

/** A tarball per package the app installs, by package name. */
export type Tarballs = Record<string, string>

/** The registry versions the workspace pins: the app gets exactly these. */
async function pinnedVersions(root: string) {
  const read = async (path: string) => JSON.parse(await readFile(join(root, path), 'utf8'))
  const rootPackage = await read('package.json')
  const evm = await read('packages/evm/package.json')
  const pick = (name: string, from: Record<string, string>) => {
    const version = from[name]
    if (!version) throw new Error(`the workspace pins no version of ${name}`)
    return version
  }
  return {
    dependencies: {
      react: pick('react', rootPackage.devDependencies),
      'react-dom': pick('react-dom', rootPackage.devDependencies),
      viem: pick('viem', evm.devDependencies),
    },
    devDependencies: {
      vite: pick('vite', rootPackage.devDependencies),
      '@vitejs/plugin-react': pick('@vitejs/plugin-react', rootPackage.devDependencies),
    },
  }
}

/**
 * The files of a new Vite + React site that uses Latch as the README tells a site to: the
 * packages from their tarballs, `endpoints` set to its server, a network of its own made with
 * `defineNetwork`, and the test wallet injected (announced through EIP-6963 like an extension).
 */
export async function packedAppFiles(
  root: string,
  tarballs: Tarballs,
): Promise<Record<string, string>> {
  const pinned = await pinnedVersions(root)
  const account = DEVNET_ACCOUNTS[0]
  const packageJson = {
    name: 'latch-packed-app',
    private: true,
    type: 'module',
    scripts: { build: 'vite build', preview: 'vite preview' },
    dependencies: {
      ...Object.fromEntries(
        Object.entries(tarballs).map(([name, path]) => [name, `file:${path}`] as const),
      ),
      ...pinned.dependencies,
    },
    devDependencies: pinned.devDependencies,
  }
  const relayUrl = SERVER_URL.replace(/^http/, 'ws')
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'vite.config.js': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()], build: { target: 'es2022' } })
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Latch from tarballs</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
    'src/latch.ts': `import { createLatch } from '@latch/core'
import { defineNetwork } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { defineChain } from 'viem'

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
export const rpcUrl = '${DEVNET_RPC_URL}'
export const devnet = defineNetwork(
  defineChain({ id: 31337, name: 'Packed Devnet', nativeCurrency, rpcUrls: { default: { http: [rpcUrl] } } }),
)

const server = '${SERVER_URL}'
export const latch = createLatch({
  projectId: 'latch-dev-project',
  networks: [devnet],
  adapters: [evmAdapter()],
  metadata: { name: 'Packed app', description: 'Latch from npm pack', url: location.origin, icons: [] },
  endpoints: { directoryUrl: server, apiUrl: server, analyticsUrl: server, relayUrl: '${relayUrl}' },
})
`,
    'src/main.tsx': `import { ConnectButton, LatchProvider } from '@latch/react'
import { injectTestWallet } from '@latch/test-wallet'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnet, latch, rpcUrl } from './latch.ts'

injectTestWallet({
  privateKeys: ['${account.privateKey}'],
  chains: [{ chainId: devnet.id as number, name: devnet.name, rpcUrl, nativeCurrency: devnet.nativeCurrency }],
  policy: 'approve',
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <main><h1>Packed app</h1><ConnectButton /></main>
    </LatchProvider>
  </StrictMode>,
)
`,
  }
}
