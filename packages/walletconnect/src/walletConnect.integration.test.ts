// @latch/walletconnect in Node with a real Latch client, the server's relay, a real devnet and
// the WalletKit test wallet: pairing, rejection, requests, wallet-side events, restore.
import { createRequire } from 'node:module'
import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  type Storage,
} from '@latch/core'
import { defineNetwork, solanaDevnet } from '@latch/core/networks'
import { ANVIL_KEYS, startAnvil, type TestAnvil } from '@latch/devnet/testing'
import { type RunningServer, startServer } from '@latch/server'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@latch/test-wallet/walletconnect'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { SOLANA_DEVNET_ACCOUNTS } from '../../devnet/src/solana/constants.ts'
import { walletConnect } from './walletConnect.ts'

// The CommonJS builds (the ESM ones' default imports of CommonJS connections break under
// Vitest), see README.
const require = createRequire(import.meta.url)
const { Core } = require('@walletconnect/core') as typeof import('@walletconnect/core')
const { UniversalProvider } =
  require('@walletconnect/universal-provider') as typeof import('@walletconnect/universal-provider')

/** SDK storage that survives the client, so a second client can restore the session. */
function sdkStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}

let anvil: TestAnvil
let anvil2: TestAnvil
let server: RunningServer
const cleanups: (() => Promise<void> | void)[] = []
let dappCount = 0

beforeAll(async () => {
  // Each Core here is its own (the SDK would otherwise share one per storage prefix).
  process.env.DISABLE_GLOBAL_CORE = 'true'
  ;[anvil, anvil2, server] = await Promise.all([
    startAnvil(31_337),
    startAnvil(31_338),
    startServer({ port: 0, indexer: { enabled: false }, chains: [] }),
  ])
}, 60_000)

afterAll(async () => {
  delete process.env.DISABLE_GLOBAL_CORE
  await Promise.all([anvil?.stop(), anvil2?.stop(), server?.stop()])
})

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function network(chain: TestAnvil = anvil) {
  return defineNetwork({
    id: chain.chainId,
    name: `Test devnet ${chain.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

function dapp(
  shared: { storage: ReturnType<typeof sdkStorage>; latch: Storage; prefix: string } = {
    storage: sdkStorage(),
    latch: createMemoryStorage(),
    prefix: `dapp-${dappCount++}`,
  },
  extraNetworks: CaipNetwork[] = [],
) {
  const core = new Core({
    projectId: 'latch-dev-project',
    relayUrl: server.relayUrl!,
    customStoragePrefix: shared.prefix,
    telemetryEnabled: false,
    storage: shared.storage,
    logger: 'silent',
  })
  const client = createLatch({
    projectId: 'latch-dev-project',
    networks: [network(), network(anvil2), ...extraNetworks],
    storage: shared.latch,
    logLevel: 'silent',
    endpoints: { relayUrl: server.relayUrl! },
    walletConnect: walletConnect({ core, providerClass: UniversalProvider }),
  })
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    client.destroy()
    await core.relayer.transportClose().catch(() => {})
    core.heartbeat.stop()
  }
  cleanups.push(close)
  return { client, shared, close }
}

async function wallet(
  policy: 'approve' | 'reject' = 'approve',
  requestRejectionCode: 4001 | 5000 = 4001,
  extra: Partial<Parameters<typeof createWalletConnectTestWallet>[0]> = {},
): Promise<WalletConnectTestWallet> {
  const created = await createWalletConnectTestWallet({
    ...extra,
    requestRejectionCode,
    relayUrl: server.relayUrl!,
    privateKey: ANVIL_KEYS[0],
    evmRpcUrls: { 31337: anvil.rpcUrl, 31338: anvil2.rpcUrl },
    policy,
  })
  cleanups.push(() => created.close())
  return created
}

/** The uri once `state.walletConnect` shows one other than `previous`. */
function nextUri(client: LatchClient, previous?: string): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const { status, uri } = client.getState().walletConnect
      if (status === 'pairing' && uri && uri !== previous) {
        stop()
        resolve(uri)
        return true
      }
      return false
    }
    const stop = client.subscribe(() => void check())
    check()
  })
}

async function connected(client: LatchClient, testWallet: WalletConnectTestWallet) {
  const pending = client.connectWalletConnect()
  await testWallet.pair(await nextUri(client))
  return pending
}

test('approve: the session connects the dev account with connector walletConnect', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  const connection = await connected(client, testWallet)
  expect(connection.address).toBe(testWallet.address)
  const state = client.getState()
  expect(state.accounts.eip155?.status).toBe('connected')
  expect(state.accounts.eip155?.caipAddress).toBe(`eip155:31337:${testWallet.address}`)
  expect(state.connectedConnectorIds.eip155).toBe('walletConnect')
  expect(state.walletConnect.status).toBe('idle')
}, 60_000)

test('personal_sign over the session verifies with viem', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  await connected(client, testWallet)
  const message = 'Hello from Latch over WalletConnect'
  const signature = await client.signMessage({ message })
  expect(
    await verifyMessage({
      address: testWallet.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
  expect(testWallet.requests.map((r) => r.method)).toEqual(['personal_sign'])
}, 60_000)

test('eth_sendTransaction over the session is mined on the devnet', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  await connected(client, testWallet)
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  const before = await chain.getBalance({ address: to })
  const hash = await client.sendTransaction({ to, value: 12_345n })
  const receipt = await chain.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(testWallet.address.toLowerCase())
  expect((await chain.getBalance({ address: to })) - before).toBe(12_345n)
}, 60_000)

test.each([4001, 5000] as const)(
  'a request declined with code %i rejects with Signature declined',
  async (code) => {
    const { client } = dapp()
    const testWallet = await wallet('approve', code)
    await connected(client, testWallet)
    testWallet.setRequestPolicy('reject')
    await expect(client.signMessage({ message: 'no' })).rejects.toThrow('Signature declined')
  },
  60_000,
)

test('reject: Connection rejected, then a fresh uri the wallet can approve', async () => {
  const { client } = dapp()
  const testWallet = await wallet('reject')
  const pending = client.connectWalletConnect()
  const first = await nextUri(client)
  await testWallet.pair(first)
  await expect(pending).rejects.toThrow('Connection rejected')
  const second = await nextUri(client, first)
  expect(second).not.toBe(first)
  expect(client.getState().walletConnect).toMatchObject({
    status: 'pairing',
    errorMessage: 'Connection rejected',
  })
  testWallet.setPolicy('approve')
  const again = client.connectWalletConnect()
  await testWallet.pair(second)
  await expect(again).resolves.toMatchObject({ address: testWallet.address })
}, 60_000)

test('wallet-side events: accountsChanged and disconnect reach the store', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  await connected(client, testWallet)
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const changed = new Promise<void>((resolve) =>
    client.subscribe((state) => state.accounts.eip155?.address === other && resolve()),
  )
  await testWallet.emitAccountsChanged([other])
  await changed
  const gone = new Promise<void>((resolve) =>
    client.subscribe((state) => state.accounts.eip155 === undefined && resolve()),
  )
  await testWallet.disconnect()
  await gone
  expect(client.getState().connectedConnectorIds.eip155).toBeUndefined()
}, 60_000)

test('a second client with the same storage restores the session without a pairing', async () => {
  const first = dapp()
  const testWallet = await wallet()
  await connected(first.client, testWallet)
  // The first page goes away; the same storage loads again.
  await first.close()
  const second = dapp(first.shared)
  expect(second.client.getState().accounts.eip155?.status).toBe('connecting')
  await second.client.ready
  expect(second.client.getState().accounts.eip155).toMatchObject({
    status: 'connected',
    address: testWallet.address,
  })
  expect(testWallet.approvals).toBe(1)
  const message = 'after reload'
  const signature = await second.client.signMessage({ message })
  expect(
    await verifyMessage({
      address: testWallet.address,
      message,
      signature: signature as `0x${string}`,
    }),
  ).toBe(true)
}, 60_000)

test('switchNetwork moves the session to a chain it grants; the next transaction is mined there', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  await connected(client, testWallet)
  await client.switchNetwork({ network: network(anvil2) })
  expect(client.getState().activeCaipNetworkId).toBe('eip155:31338')
  // The session already grants 31338: the SDK changes its default chain without asking the wallet.
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const hash = await client.sendTransaction({ to, value: 1n })
  expect(testWallet.requests.at(-1)?.chainId).toBe('eip155:31338')
  const chain2 = createPublicClient({ transport: http(anvil2.rpcUrl) })
  const receipt = await chain2.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  expect(receipt.status).toBe('success')
}, 60_000)

test('a wallet-side chain change moves the active network', async () => {
  const { client } = dapp()
  const testWallet = await wallet()
  await connected(client, testWallet)
  const moved = new Promise<void>((resolve) =>
    client.subscribe((state) => state.activeCaipNetworkId === 'eip155:31338' && resolve()),
  )
  await testWallet.emitChainChanged(31_338)
  await moved
  expect(client.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${testWallet.address}`)
}, 60_000)

test('solana over the session, with no Solana adapter: connected beside eip155, solana_signMessage verifies', async () => {
  // The RPC is never asked for more than a balance, which may fail: this test is about the wallet.
  const solanaNetwork = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
  const { client } = dapp(undefined, [solanaNetwork])
  const dev = SOLANA_DEVNET_ACCOUNTS[0]!
  const testWallet = await wallet('approve', 4001, {
    solana: { secretKey: dev.secretKey, chainId: `solana:${solanaNetwork.id}` },
  })
  await connected(client, testWallet)
  const state = client.getState()
  expect(state.connectedConnectorIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
  expect(state.accounts.solana?.address).toBe(dev.address)
  const message = 'Hello Solana over WalletConnect'
  const signature = await client.signMessage({ message, namespace: 'solana' })
  const publicKey = await getPublicKeyFromAddress(solanaAddress(dev.address))
  const bytes = new TextEncoder().encode(message)
  expect(
    await verifySignature(publicKey, getBase58Encoder().encode(signature) as never, bytes),
  ).toBe(true)
  // Disconnecting one namespace keeps the session for the other; the last one ends it.
  await client.disconnect({ namespace: 'eip155' })
  expect(testWallet.sessions()).toHaveLength(1)
  await client.disconnect({ namespace: 'solana' })
  await expect.poll(() => testWallet.sessions()).toEqual([])
}, 60_000)
