import { type Connector, createLatch, createMemoryStorage, type LatchOptions } from '@latch/core'
import type { ChainAdapter } from '@latch/core/adapter'
import { mainnet } from '@latch/core/networks'
import { cleanup, render } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { LatchProvider } from '../LatchProvider/LatchProvider.tsx'

/** A wallet icon as the EIP-6963 announcements carry them: an SVG data URI. */
function svgIcon(background: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/>${shape}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const TEST_CONNECTORS: Connector[] = [
  {
    id: 'io.latch.testwallet',
    name: 'Latch Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    installed: true,
    info: { rdns: 'io.latch.testwallet' },
    imageUrl: svgIcon(
      '#1f2937',
      '<path d="M12 20l6 6 10-12" stroke="#a5b4fc" stroke-width="4" fill="none"/>',
    ),
  },
  {
    id: 'injected',
    name: 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    installed: true,
  },
  {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    imageUrl: svgIcon(
      '#3b82f6',
      '<circle cx="20" cy="20" r="9" fill="none" stroke="#fff" stroke-width="4"/>',
    ),
  },
  { id: 'coinbase', name: 'Coinbase Wallet', type: 'EXTERNAL', chain: 'eip155' },
]

const unused = () => Promise.reject(new Error('not used by the modal shell tests'))

/**
 * An eip155 adapter that discovers nothing: with an adapter configured, SPEC §2's opening rules
 * land on Connect (without one they pick ConnectingWalletConnectBasic).
 */
export const idleAdapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => () => {},
  connect: unused,
  reconnect: unused,
  disconnect: unused,
  switchNetwork: unused,
  getBalance: unused,
  signMessage: unused,
  sendTransaction: unused,
  getProvider: () => undefined,
}

export function createTestClient(options: Partial<LatchOptions> = {}) {
  return createLatch({
    projectId: 'latch-test',
    networks: [mainnet],
    adapters: [idleAdapter],
    storage: createMemoryStorage(),
    remoteConfig: false,
    ...options,
  })
}

/**
 * Renders `ui` inside a provider for `client` (in `<StrictMode>` with `strict`, to prove an
 * effect's double run asks the wallet once); returns the client and the render result.
 */
export function renderWithLatch(
  ui: ReactNode,
  client = createTestClient(),
  { strict = false }: { strict?: boolean } = {},
) {
  const tree = <LatchProvider latch={client}>{ui}</LatchProvider>
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree)
  return { ...result, client }
}

/** The appended modal host and its shadow root. */
export function getModalHost(): { host: HTMLElement; root: ShadowRoot } {
  const host = document.querySelector<HTMLElement>('[data-latch-modal]')
  if (!host?.shadowRoot) throw new Error('modal host not mounted')
  return { host, root: host.shadowRoot }
}

export function getButtonRoot(): ShadowRoot {
  const host = document.querySelector<HTMLElement>('[data-latch-button]')
  if (!host?.shadowRoot) throw new Error('button host not mounted')
  return host.shadowRoot
}

export { cleanup }

/**
 * A view name this build has no view for (every SPEC §2 view is built since P14): what the modal
 * shows for it is the "not available in this build" panel, with the header's Go back.
 */
export const UNBUILT_VIEW = 'NotInThisBuild' as import('@latch/core').ViewName
