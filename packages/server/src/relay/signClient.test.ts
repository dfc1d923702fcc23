// The real WalletConnect Sign SDK (dapp and wallet, two clients in one process) against the relay.
import { createRequire } from 'node:module'
import { WalletKit } from '@reown/walletkit'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { startTestRelay, type TestRelay } from './testing/relayTestClient.ts'

type Client = Awaited<ReturnType<typeof SignClient.init>>

// Loaded as CommonJS on purpose: under Vitest's `module` condition `@walletconnect/core` resolves to
// its ESM build, whose default import of the CommonJS `@walletconnect/jsonrpc-ws-connection` is
// not a constructor ("Li is not a constructor" on connect). SignClient and WalletKit load the
// CommonJS core themselves, so this is the same class they use.
const { Core } = createRequire(import.meta.url)(
  '@walletconnect/core',
) as typeof import('@walletconnect/core')

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NAMESPACES: SessionTypes.Namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    accounts: [`eip155:31337:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

/** In-memory SDK storage, so the test writes no files and clients share nothing. */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

let relay: TestRelay
const clients: Client[] = []
const cores: InstanceType<typeof Core>[] = []
let isVitest: string | undefined
// The SDK caches one Core per storage prefix in globalThis, so each client needs a prefix of its own.
let clientCount = 0

async function client(name: string, extra: Partial<SignClientTypes.Options> = {}) {
  const signClient = await SignClient.init({
    projectId: 'latch-relay-test',
    relayUrl: relay.url,
    customStoragePrefix: `${name}-${clientCount++}`,
    telemetryEnabled: false,
    storage: memoryStorage(),
    logger: 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    ...extra,
  })
  clients.push(signClient)
  return signClient
}

/** Dapp proposes, wallet pairs and approves; resolves when both hold the session. */
async function connectPair() {
  const dapp = await client('dapp')
  const wallet = await client('wallet', { signConfig: { disableRequestQueue: true } })
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: NAMESPACES }).catch(() => {})
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
    },
  })
  await wallet.pair({ uri: uri! })
  const session = await approval()
  return { dapp, wallet, session }
}

beforeAll(() => {
  // The SDK skips its Verify and telemetry calls (no network here) when it sees this.
  isVitest = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
})

afterAll(() => {
  if (isVitest === undefined) delete process.env.IS_VITEST
  else process.env.IS_VITEST = isVitest
})

afterEach(async () => {
  for (const signClient of clients.splice(0)) {
    await signClient.core.relayer.transportClose().catch(() => {})
    signClient.core.heartbeat.stop()
  }
  for (const core of cores.splice(0)) {
    await core.relayer.transportClose().catch(() => {})
    core.heartbeat.stop()
  }
  await relay.close()
})

test('Sign SDK 2.25.0: a dapp pairs with a wallet and the session is approved (eip155)', async () => {
  relay = await startTestRelay()
  const { wallet, session } = await connectPair()
  expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT}`])
  expect(session.acknowledged).toBe(true)
  expect(wallet.session.get(session.topic).namespaces).toEqual(session.namespaces)
}, 30_000)

test('Sign SDK 2.25.0: a session request is answered by the wallet', async () => {
  relay = await startTestRelay()
  const { dapp, wallet, session } = await connectPair()
  wallet.on('session_request', ({ id, topic, params }) => {
    const result = `signed:${String((params.request.params as string[])[0])}`
    wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }).catch(() => {})
  })
  const result = await dapp.request<string>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
  })
  expect(result).toBe('signed:0x68656c6c6f')
}, 30_000)

test('Sign SDK 2.25.0: a disconnect from the dapp reaches the wallet', async () => {
  relay = await startTestRelay()
  const { dapp, wallet, session } = await connectPair()
  const deleted = new Promise<string>((resolve) =>
    wallet.on('session_delete', ({ topic }) => resolve(topic)),
  )
  await dapp.disconnect({
    topic: session.topic,
    reason: { code: 6000, message: 'User disconnected' },
  })
  expect(await deleted).toBe(session.topic)
}, 30_000)

test('Sign SDK 2.25.0: after the wallet reconnects (irn_batchSubscribe), requests still reach it', async () => {
  relay = await startTestRelay()
  const { dapp, wallet, session } = await connectPair()
  wallet.on('session_request', ({ id, topic }) => {
    wallet
      .respond({ topic, response: { id, jsonrpc: '2.0', result: 'after reconnect' } })
      .catch(() => {})
  })
  await wallet.core.relayer.restartTransport()
  const result = await dapp.request<string>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x00', ACCOUNT] },
  })
  expect(result).toBe('after reconnect')
}, 30_000)

test('WalletKit 1.6.0 as the wallet: pairs, approves, answers a request', async () => {
  relay = await startTestRelay()
  const dapp = await client('dapp')
  const core = new Core({
    projectId: 'latch-relay-test',
    relayUrl: relay.url,
    customStoragePrefix: `walletkit-${clientCount++}`,
    telemetryEnabled: false,
    storage: memoryStorage(),
    logger: 'silent',
  })
  cores.push(core)
  const walletKit = await WalletKit.init({
    core,
    metadata: { name: 'wallet', description: 'wallet', url: 'http://127.0.0.1', icons: [] },
    signConfig: { disableRequestQueue: true },
  })
  walletKit.on('session_proposal', ({ id }) => {
    walletKit.approveSession({ id, namespaces: NAMESPACES }).catch(() => {})
  })
  walletKit.on('session_request', ({ id, topic }) => {
    walletKit
      .respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: '0xsigned' } })
      .catch(() => {})
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
    },
  })
  await walletKit.pair({ uri: uri! })
  const session = await approval()
  expect(Object.keys(walletKit.getActiveSessions())).toEqual([session.topic])
  const result = await dapp.request<string>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
  })
  expect(result).toBe('0xsigned')
}, 30_000)
