import { bitcoinAdapter } from '@latch/bitcoin'
import { createLatch, type Endpoints, type LatchClient } from '@latch/core'
import { bitcoinTestnet, latchDevnet, latchDevnet2, mainnet } from '@latch/core/networks'
import { latchSiwx } from '@latch/core/siwx'
import { embeddedWallet } from '@latch/embedded-wallet'
import { evmAdapter } from '@latch/evm'
import { solanaAdapter, solanaLocal } from '@latch/solana'
import { walletConnect } from '@latch/walletconnect'
import {
  DEMO_METADATA,
  type DemoSettings,
  demoLegalUrls,
  SIWX_STATEMENT,
  toFeatures,
} from './demoConfig.ts'
import { demoHardwareWallet } from './demoHardwareWallet.ts'

/**
 * `?server=<url>` points the demo at another `@latch/server` (the end-to-end tests start their
 * own, e.g. with a 10,000-wallet directory); without it the kit's defaults (`npm start`) apply.
 */
export function serverEndpoints(search = globalThis.location?.search ?? ''): Partial<Endpoints> {
  const server = new URLSearchParams(search).get('server')
  if (!server) return {}
  const relayUrl = server.replace(/^http/, 'ws')
  return { directoryUrl: server, apiUrl: server, analyticsUrl: server, relayUrl }
}

/**
 * `?siwx=required` or `?siwx=optional` turns sign-in on with `latchSiwx()` (sessions verified by
 * the Latch server); anything else leaves it off.
 */
export function siwxMode(
  search = globalThis.location?.search ?? '',
): 'required' | 'optional' | undefined {
  const mode = new URLSearchParams(search).get('siwx')
  return mode === 'required' || mode === 'optional' ? mode : undefined
}

/**
 * `?wc=eip155` pairs WalletConnect on the EVM chains only (`walletConnect.namespaces`), which is
 * where WalletConnect one-click sign-in applies; without it WalletConnect pairs EVM and Solana.
 */
export function walletConnectNamespaces(
  search = globalThis.location?.search ?? '',
): ['eip155'] | undefined {
  return new URLSearchParams(search).get('wc') === 'eip155' ? ['eip155'] : undefined
}

/**
 * `?bitcoin=1` adds Bitcoin Testnet and the bitcoin adapter (with `wallet=dev`, the test wallet's
 * Bitcoin side too); without it the demo stays on EVM and Solana.
 */
export function bitcoinMode(search = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('bitcoin') === '1'
}

/**
 * The demo's client: the local devnet's EVM chains first, its Solana chain, Ethereum for show;
 * EVM and Solana wallets, connectable side by side, and a connector of its own (a stand-in for a
 * hardware wallet); and the embedded wallet by email (the frame on the server's frame origin,
 * http://localhost:8788; codes land in the dev inbox).
 */
export function createDemoLatch(settings: DemoSettings): LatchClient {
  return createLatch({
    projectId: 'latch-dev-project',
    networks: [
      latchDevnet,
      latchDevnet2,
      solanaLocal,
      mainnet,
      ...(bitcoinMode() ? [bitcoinTestnet] : []),
    ],
    // The demo's own connector (SPEC §3 EXTERNAL): listed under the site's connectors, its code
    // loaded when it is picked (see docs/connectors.md).
    adapters: [
      evmAdapter({ connectors: [demoHardwareWallet()] }),
      solanaAdapter(),
      ...(bitcoinMode() ? [bitcoinAdapter()] : []),
    ],
    metadata: DEMO_METADATA,
    features: toFeatures(settings),
    // What the terms checkbox links to (the `legalCheckbox` switch).
    ...demoLegalUrls(),
    themeMode: settings.themeMode,
    themeVariables: settings.accent ? { '--latch-accent': settings.accent } : {},
    enableEmbedded: settings.embedded,
    endpoints: serverEndpoints(),
    // The page's CSP nonce: the kit's <style>s carry it (the built demo's policy, strictCsp.ts).
    nonce: pageNonce(),
    ...siwxOption(),
    // Pairs over the local server's relay (endpoints.relayUrl); the SDK loads when picked.
    walletConnect: walletConnect(walletConnectOptions()),
    // The email row; the frame's client loads when it is picked (or a session is restored).
    embeddedWallet: embeddedWallet(),
  })
}

/**
 * The nonce of the page's Content-Security-Policy, from the `<meta property="csp-nonce">` of the
 * built demo (read through `.nonce`: the browser hides the attribute).
 */
export function pageNonce(): string | undefined {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  return meta?.nonce || undefined
}

function walletConnectOptions() {
  const namespaces = walletConnectNamespaces()
  return namespaces ? { namespaces } : {}
}

function siwxOption() {
  const mode = siwxMode()
  if (!mode) return {}
  return { siwx: latchSiwx({ required: mode === 'required', statement: SIWX_STATEMENT }) }
}

let current: { key: string; client: LatchClient } | undefined

/**
 * One client per configuration (features, embedded mode). React StrictMode renders twice and
 * runs effects twice in development: both renders get the same client, and no effect destroys
 * it behind the page's back. A new configuration replaces the client and destroys the old one.
 */
export function getDemoLatch(settings: DemoSettings): LatchClient {
  const key = JSON.stringify([settings.features, settings.embedded])
  if (current?.key === key) return current.client
  current?.client.destroy()
  current = { key, client: createDemoLatch(settings) }
  return current.client
}
