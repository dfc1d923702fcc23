import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  type LatchOptions,
} from '@latch/core'
import { latchDevnet, latchDevnet2, mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { announceTestWallet, createTestWallet, type TestWallet } from '@latch/test-wallet'
import { createScriptedAdapter } from '../../../core/src/test/createScriptedAdapter.ts'

/** The devnet's first dev account: public test key, never for real funds. */
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

/** The networks the view tests use: the two devnet chains and Ethereum. */
export const TEST_NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [latchDevnet, latchDevnet2, mainnet]

const cleanups: (() => void)[] = []

/** Stops what the helpers below started (announcements, clients). Call in `afterEach`. */
export function cleanupWallets(): void {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
}

function track(client: LatchClient): LatchClient {
  cleanups.push(() => client.destroy())
  return client
}

/**
 * A client with the real EVM adapter and the real test wallet announced through EIP-6963 (the
 * way a site meets a browser extension). The chain RPC is not reachable from these tests:
 * connecting, signing and the wallet's prompts work; balances don't load.
 */
export function createWalletClient(
  walletOptions: { policy?: 'approve' | 'reject' | 'prompt' } = {},
  options: Partial<LatchOptions> = {},
): { client: LatchClient; wallet: TestWallet } {
  const wallet = createTestWallet({
    privateKeys: [DEV_KEY],
    chains: [{ chainId: 31_337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:9' }],
    policy: walletOptions.policy ?? 'approve',
  })
  cleanups.push(announceTestWallet(wallet))
  const client = createLatch({
    projectId: 'latch-test',
    networks: TEST_NETWORKS,
    adapters: [evmAdapter({ reconnectTimeoutMs: 100 })],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    ...options,
  })
  return { client: track(client), wallet }
}

/**
 * A client with core's scripted eip155 adapter (a test helper answering like a wallet, from
 * data the test sets): for balances and switch outcomes the browser tests can't get from a
 * chain. Its one connector is `dev.wallet` ("Dev Wallet").
 */
export function createScriptedClient(options: Partial<LatchOptions> = {}) {
  const scripted = createScriptedAdapter()
  const client = createLatch({
    projectId: 'latch-test',
    networks: TEST_NETWORKS,
    adapters: [scripted.adapter],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    ...options,
  })
  return { client: track(client), ...scripted }
}

/** A scripted client already connected as `0x…aa` on Latch Devnet, balance 1.5 ETH. */
export async function createConnectedClient(options: Partial<LatchOptions> = {}) {
  const scripted = createScriptedClient(options)
  await scripted.client.connect({ connectorId: 'dev.wallet' })
  return scripted
}

/** A promise with its resolve/reject at hand, to hold an adapter call open. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
