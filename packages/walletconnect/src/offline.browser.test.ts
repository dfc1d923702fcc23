// In Chromium: pairing, approval and a signed request through @latch/walletconnect make no
// request outside loopback (no Verify iframe, no telemetry, no hosted RPC or relay). The relay is
// the test run's own server (vitest globalSetup: packages/server/src/testing/vitestServer.ts).
import { createLatch, createMemoryStorage } from '@latch/core'
import { defineNetwork } from '@latch/core/networks'
import { afterAll, expect, inject, test } from 'vitest'
import { recordRequests } from './test/recordRequests.ts'
import { walletConnect } from './walletConnect.ts'

const SERVER = inject('latchServerUrl')
const RELAY = SERVER.replace(/^http/, 'ws')
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const run = Math.random().toString(36).slice(2)
const stops: (() => unknown)[] = []

afterAll(async () => {
  for (const stop of stops.splice(0)) await stop()
})

const network = defineNetwork({
  id: 31_337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

test('the recorder sees what the page asks for (a fetch, an iframe)', async () => {
  const recorder = recordRequests()
  await fetch(`${SERVER}/health`).catch(() => {})
  const frame = document.createElement('iframe')
  frame.src = `${SERVER}/health?frame`
  document.body.append(frame)
  await new Promise((resolve) => setTimeout(resolve, 50))
  frame.remove()
  const urls = recorder.stop()
  expect(urls).toContain(`${SERVER}/health`)
  expect(urls).toContain(`iframe:${SERVER}/health?frame`)
})

test('pairing, approval and personal_sign stay on 127.0.0.1', async () => {
  const recorder = recordRequests()
  // Imported after the recorder is in place: the SDK picks up `WebSocket` when it loads.
  const { SignClient } = await import('@walletconnect/sign-client')
  const latch = createLatch({
    projectId: 'latch-dev-project',
    networks: [network],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    remoteConfig: false,
    walletConnect: walletConnect({ relayUrl: RELAY, storagePrefix: `dapp-${run}` }),
  })
  stops.push(() => latch.destroy())
  // The wallet side, in the same page (its own storage prefix).
  const wallet = await SignClient.init({
    projectId: 'latch-dev-project',
    relayUrl: RELAY,
    customStoragePrefix: `wallet-${run}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'wallet', description: 'wallet', url: SERVER, icons: [] },
    signConfig: { disableRequestQueue: true },
  })
  ;(wallet.core.verify as unknown as { isDevEnv: boolean }).isDevEnv = true
  stops.push(() => wallet.core.relayer.transportClose().catch(() => {}))
  wallet.on('session_proposal', ({ id }) => {
    const namespaces = {
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${ACCOUNT}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    }
    wallet.approve({ id, namespaces }).catch(() => {})
  })
  wallet.on('session_request', ({ id, topic }) => {
    wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: '0xsigned' } }).catch(() => {})
  })

  const pending = latch.connectWalletConnect()
  const uri = await new Promise<string>((resolve) => {
    const check = () => {
      const { uri: shown, status } = latch.getState().walletConnect
      if (status === 'pairing' && shown) resolve(shown)
    }
    latch.subscribe(check)
    check()
  })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri })
  await expect(pending).resolves.toMatchObject({ address: ACCOUNT })
  expect(await latch.signMessage({ message: 'offline' })).toBe('0xsigned')

  const urls = recorder.stop()
  const outside = urls.filter((url) => {
    const host = new URL(url.replace(/^iframe:/, '')).hostname
    return host !== '127.0.0.1' && host !== 'localhost'
  })
  expect(outside).toEqual([])
  expect(urls.filter((url) => url.startsWith('iframe:'))).toEqual([])
  expect(urls.some((url) => url.startsWith(RELAY))).toBe(true)
}, 60_000)
