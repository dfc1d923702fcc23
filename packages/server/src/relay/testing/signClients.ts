/** Real WalletConnect Sign SDK clients (dapp and wallet in one process) for the relay tests. */
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'

export type Client = Awaited<ReturnType<typeof SignClient.init>>

export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_NAMESPACES: SessionTypes.Namespaces = {
  eip155: {
    chains: ['eip155:31337'],
    accounts: [`eip155:31337:${TEST_ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

/** In-memory SDK storage, so the test writes no files and clients share nothing. */
export function memoryStorage() {
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

/**
 * Makes Sign SDK clients and closes them all at the end. The SDK skips its Verify and telemetry
 * calls (no network here) when `IS_VITEST` is set: `open` sets it, `close` restores it.
 */
export function signClients() {
  const clients: Client[] = []
  // The SDK caches one Core per storage prefix in globalThis: each client needs its own prefix.
  let count = 0
  let isVitest: string | undefined
  let opened = false
  return {
    /** A client of the relay at `relayUrl`. */
    async create(name: string, relayUrl: string, extra: Partial<SignClientTypes.Options> = {}) {
      if (!opened) {
        opened = true
        isVitest = process.env.IS_VITEST
        process.env.IS_VITEST = 'true'
      }
      const client = await SignClient.init({
        projectId: 'latch-relay-test',
        relayUrl,
        customStoragePrefix: `${name}-${count++}-${process.pid}`,
        telemetryEnabled: false,
        storage: memoryStorage(),
        logger: 'silent',
        metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
        ...extra,
      })
      clients.push(client)
      return client
    },
    /** Closes every client's socket and timers. */
    async close() {
      for (const client of clients.splice(0)) {
        await client.core.relayer.transportClose().catch(() => {})
        client.core.heartbeat.stop()
      }
      if (!opened) return
      opened = false
      if (isVitest === undefined) delete process.env.IS_VITEST
      else process.env.IS_VITEST = isVitest
    },
  }
}

/**
 * The dapp proposes, the wallet pairs and approves (`TEST_NAMESPACES`); resolves when both hold
 * the session.
 */
export async function pair(dapp: Client, wallet: Client) {
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: TEST_NAMESPACES }).catch(() => {})
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
      },
    },
  })
  await wallet.pair({ uri: uri! })
  return approval()
}

/** The wallet answers every request with `answer(method, params)`. */
export function answerRequests(
  wallet: Client,
  answer: (method: string, params: unknown) => string,
) {
  wallet.on('session_request', ({ id, topic, params }) => {
    const result = answer(params.request.method, params.request.params)
    wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }).catch(() => {})
  })
}
