import { createLatch, mainnet } from '@latch/core'
import { evmAdapter } from '@latch/evm'
import { ConnectButton, LatchProvider } from '@latch/react'
import { createRoot } from 'react-dom/client'

const latch = createLatch({
  projectId: 'latch-dev-project',
  networks: [mainnet],
  adapters: [evmAdapter()],
  // The targets were measured with every outside host blocked; no server runs in the bench.
  remoteConfig: false,
})

createRoot(document.getElementById('root')!).render(
  <LatchProvider latch={latch}>
    <ConnectButton />
  </LatchProvider>,
)
