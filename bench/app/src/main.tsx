import { createLatch } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  projectId: 'latch-dev-project',
  networks: [mainnet],
  adapters: [evmAdapter()],
  // The targets were measured with every outside host blocked; no server runs in the bench.
  // The preview server answers the wallet directory's one call (bench/app/vite.config.ts).
  remoteConfig: false,
  endpoints: { directoryUrl: `${location.origin}/directory` },
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
