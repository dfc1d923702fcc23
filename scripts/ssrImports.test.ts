// "The kit never touches `window` at import time" (server rendering, docs/ssr.md): in Node, with
// no DOM, every published entry a site imports loads, a client is created with its adapters, and
// the buttons render to HTML. Node has no `window`, `document`, `location` nor `localStorage`, so
// any read of them not behind a `typeof` check throws here.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'

test('every published entry imports and the buttons render on a server, with no DOM', async () => {
  for (const name of ['window', 'document', 'location', 'localStorage'])
    expect(name in globalThis, name).toBe(false)
  const core = await import('@latch/core')
  const networks = await import('@latch/core/networks')
  const ssr = await import('@latch/core/ssr')
  const react = await import('@latch/react')
  const { evmAdapter } = await import('@latch/evm')
  const { solanaAdapter, solanaLocal } = await import('@latch/solana')
  const { bitcoinAdapter } = await import('@latch/bitcoin')
  const { walletConnect } = await import('@latch/walletconnect')
  const { embeddedWallet } = await import('@latch/embedded-wallet')
  await import('@latch/core/siwx')
  await import('@latch/core/api')
  await import('@latch/core/adapter')

  const latch = core.createLatch({
    projectId: 'latch-dev-project',
    networks: [networks.latchDevnet, solanaLocal, networks.bitcoinTestnet],
    adapters: [evmAdapter(), solanaAdapter(), bitcoinAdapter()],
    walletConnect: walletConnect(),
    embeddedWallet: embeddedWallet(),
    ssr: true,
    storage: ssr.cookieStorage,
    remoteConfig: false,
  })
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const cookie = [
    `${encodeURIComponent('@latch/connected_connector_ids')}=${encodeURIComponent('{"eip155":"io.metamask"}')}`,
    `${encodeURIComponent('@latch/connections')}=${encodeURIComponent(`{"eip155":[{"connectorId":"io.metamask","accounts":[{"address":"${address}"}]}]}`)}`,
    `${encodeURIComponent('@latch/version')}=1`,
  ].join('; ')
  const render = (initialState?: ReturnType<typeof ssr.cookieToInitialState>) =>
    renderToString(
      createElement(
        react.LatchProvider,
        { latch, initialState },
        createElement(react.ConnectButton),
        createElement(react.AccountButton),
        createElement(react.NetworkButton),
      ),
    )

  const first = render()
  // The buttons' shadow roots are declarative: the first HTML shows them.
  expect(first).toContain('<template shadowrootmode="open">')
  expect(first).toContain('Connect Wallet')

  const returning = render(ssr.cookieToInitialState({}, cookie))
  // A returning visitor: the account (SPEC §5 short address) as the server read it, no "Connect
  // Wallet" nor "Connecting…" first.
  expect(returning).toContain('0x70…dc79C8')
  expect(returning).not.toContain('Connect Wallet')
  expect(returning).not.toContain('Connecting…')
  // Themed from the first paint: 'system' renders light on a server (it can't know).
  expect(returning).toContain('<span data-latch-button="connect" data-theme="light">')
  latch.setThemeMode('dark')
  expect(render()).toContain('<span data-latch-button="connect" data-theme="dark">')
  latch.destroy()
  // Loading every package from source is most of it (~3 s; more on a loaded machine).
}, 60_000)
