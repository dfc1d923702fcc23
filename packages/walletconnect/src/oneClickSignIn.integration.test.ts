// WalletConnect one-click sign-in through the whole kit (issue P8 item 6): a Latch client with
// `latchSiwx()` and `walletConnect()`, the server's relay and /auth/v1 routes, the WalletKit test
// wallet. One approval connects and signs in; the server verifies the exact text the wallet signed.
import { createRequire } from 'node:module'
import { createLatch, createMemoryStorage } from '@latch/core'
import { defineNetwork } from '@latch/core/networks'
import { latchSiwx } from '@latch/core/siwx'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type RunningServer, startServer } from '@latch/server'
import { createWalletConnectTestWallet } from '@latch/test-wallet/walletconnect'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { walletConnect } from './walletConnect.ts'

// The CommonJS builds, see README.
const require = createRequire(import.meta.url)
const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
const { UniversalProvider } =
  require('@walletconnect/universal-provider') as typeof import('@walletconnect/universal-provider')

let anvil: TestAnvil
let anvil2: TestAnvil
let server: RunningServer
const cleanups: (() => Promise<void> | void)[] = []
let count = 0

beforeAll(async () => {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  ;[anvil, anvil2] = await Promise.all([startAnvil(31_337), startAnvil(31_338)])
  server = await startServer({
    port: 0,
    indexer: { enabled: false },
    chains: [anvil, anvil2].map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
  })
}, 60_000)

afterAll(async () => {
  delete process.env.DISABLE_GLOBAL_CORE
  await Promise.all([anvil?.stop(), anvil2?.stop(), server?.stop()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function network(chain: TestAnvil) {
  return defineNetwork({
    id: chain.chainId,
    name: `Test devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** A site with required sign-in on both devnets; in Node its origin is `metadata.url`. */
function dapp(url = 'http://127.0.0.1:5173') {
  const core = new Core({
    projectId: 'latch-dev-project',
    relayUrl: server.relayUrl!,
    customStoragePrefix: `one-click-dapp-${count++}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const client = createLatch({
    projectId: 'latch-dev-project',
    networks: [network(anvil), network(anvil2)],
    metadata: { name: 'One-click test', description: 'One-click test', url, icons: [] },
    storage: createMemoryStorage(),
    logLevel: 'silent',
    endpoints: { apiUrl: server.url, relayUrl: server.relayUrl! },
    siwx: latchSiwx({ required: true, statement: 'Sign in to the one-click test.' }),
    walletConnect: walletConnect({ core, providerClass: UniversalProvider }),
  })
  cleanups.push(async () => {
    client.destroy()
    await core.relayer.transportClose().catch(() => {})
    core.heartbeat.stop()
  })
  return client
}

async function testWallet(authenticate = true, policy: 'approve' | 'reject' = 'approve') {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: server.relayUrl!,
    privateKey: ANVIL_KEYS[1],
    evmRpcUrls: { 31337: anvil.rpcUrl, 31338: anvil2.rpcUrl },
    authenticate,
    policy,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

/** Connects over WalletConnect: the wallet pairs with the first uri the client shows. */
async function connect(
  client: ReturnType<typeof dapp>,
  wallet: Awaited<ReturnType<typeof testWallet>>,
) {
  const pending = client.connectWalletConnect()
  const uri = await new Promise<string>((resolve) => {
    const check = () => {
      const { status, uri } = client.getState().walletConnect
      if (status === 'pairing' && uri) {
        stop()
        resolve(uri)
      }
    }
    const stop = client.subscribe(check)
    check()
  })
  await wallet.pair(uri)
  return pending
}

async function me(token: string) {
  const answer = await fetch(`${server.url}/auth/v1/me?projectId=latch-dev-project`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: answer.status, body: await answer.json() }
}

test('one approval connects and signs in: a server session for the exact text the wallet signed, no prompt', async () => {
  const client = dapp()
  const wallet = await testWallet()
  const connection = await connect(client, wallet)
  expect(connection.address).toBe(wallet.address)
  expect(wallet.approvals).toBe(1)
  expect(wallet.requests).toEqual([])

  const siwx = client.getState().siwx
  const session = siwx?.sessions.eip155
  expect(siwx?.request).toBeUndefined()
  expect(client.getState().history.at(-1)?.view).not.toBe('SIWXSignMessage')
  // The connection lands on the site's first network, and so does the sign-in kept.
  expect(session?.data).toMatchObject({
    address: wallet.address,
    chainId: 'eip155:31337',
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173/',
  })
  expect(session?.message).toBe(wallet.authentications[0]?.messages[0])
  expect(await me(session!.token!)).toEqual({
    status: 200,
    body: expect.objectContaining({ address: wallet.address, chainId: 'eip155:31337' }),
  })
}, 60_000)

test('a wallet without one-click: connected, then asked to sign in the usual way', async () => {
  const client = dapp()
  const wallet = await testWallet(false)
  await connect(client, wallet)
  expect(wallet.authentications).toEqual([])
  await expect.poll(() => client.getState().siwx?.request?.address).toBe(wallet.address)
  expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
}, 60_000)

test('a one-click sign-in the server refuses (origin not allowed): connected, then asked to sign', async () => {
  const client = dapp('https://not-allowed.example')
  const wallet = await testWallet()
  await connect(client, wallet)
  expect(wallet.authentications).toHaveLength(1)
  await expect.poll(() => client.getState().siwx?.request?.address).toBe(wallet.address)
  expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
}, 60_000)

test("declined in the wallet: 'Connection rejected' (by its code), nothing signed in, a fresh code follows", async () => {
  const client = dapp()
  const wallet = await testWallet(true, 'reject')
  await expect(connect(client, wallet)).rejects.toThrow('Connection rejected')
  expect(wallet.authentications[0]?.decision).toBe('rejected')
  expect(client.getState().walletConnect.errorMessage).toBe('Connection rejected')
  expect(client.getState().accounts.eip155).toBeUndefined()
  expect(client.getState().siwx?.sessions.eip155).toBeUndefined()
  client.cancelWalletConnect()
}, 60_000)
