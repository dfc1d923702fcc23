// The example's one script: a Latch client for the local stack (`npm start`), with the EVM
// adapter. `createLatch` from @latch/web defines the elements, mounts the modal and makes this
// client the one the elements use.
import { createLatch } from '@latch/web'
import { evmAdapter } from '@latch/web/evm'
import { latchDevnet, latchDevnet2 } from '@latch/web/networks'

const params = new URLSearchParams(location.search)
// `?wallet=dev` puts the devnet's test wallet into the page (built by serve.mjs, loaded only
// when asked for); `policy=approve` makes it answer without asking.
if (params.get('wallet') === 'dev') {
  const { injectDevWallet } = await import('/dev-wallet.js')
  injectDevWallet(params.get('policy') ?? 'prompt')
}

const latch = createLatch({
  projectId: 'latch-dev-project',
  networks: [latchDevnet, latchDevnet2],
  adapters: [evmAdapter()],
  metadata: {
    name: 'Latch HTML example',
    description: 'Latch on a plain HTML page.',
    url: location.origin,
    icons: [],
  },
  // `?locale=de` (any of docs/i18n.md's languages); the browser's languages otherwise.
  ...(params.get('locale') ? { locale: params.get('locale') } : {}),
  // `?theme=dark` or `light`; the visitor's system setting otherwise.
  themeMode:
    params.get('theme') === 'dark' || params.get('theme') === 'light'
      ? params.get('theme')
      : 'system',
})

// The client is the same as in a React site: read and follow its state.
const output = document.getElementById('address')
const show = () => {
  output.textContent = latch.getState().accounts.eip155?.address ?? 'none'
}
show()
latch.subscribe(show)
