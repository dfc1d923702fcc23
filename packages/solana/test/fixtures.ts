import type { CaipNetwork, Connector } from '@latch/core'
import type { AdapterContext } from '@latch/core/adapter'
import { createLogger } from '@latch/core/adapter'
import { type SolanaDevnet, startSolanaDevnet } from '@latch/devnet'
import { createSolanaTestWallet, registerSolanaTestWallet } from '@latch/test-wallet'
import { createSolanaRpc } from '@solana/kit'
import { afterEach } from 'vitest'
import { solanaLocal } from '../src/networks/solanaLocal.ts'
import type { StandardWallet } from '../src/types.ts'

/** A bare window for discovery in node: an EventTarget that may carry legacy providers. */
export function makeWindow(): Window & { solana?: unknown; phantom?: { solana?: unknown } } {
  return new EventTarget() as unknown as Window & {
    solana?: unknown
    phantom?: { solana?: unknown }
  }
}

/** {@link solanaLocal} pointed at a test devnet's random port. */
export function localNetwork(devnet: SolanaDevnet): CaipNetwork {
  return {
    ...solanaLocal,
    rpcUrls: { default: { http: [devnet.rpcUrl], webSocket: [devnet.wsUrl] } },
  }
}

/** A Solana devnet on random ports, with its {@link localNetwork} and an RPC client on it. */
export async function startLocalDevnet() {
  const devnet = await startSolanaDevnet({ rpcPort: 0, wsPort: 0, quiet: true })
  return { devnet, network: localNetwork(devnet), rpc: createSolanaRpc(devnet.rpcUrl) }
}

/** The RPC client {@link startLocalDevnet} returns. */
export type LocalRpc = ReturnType<typeof createSolanaRpc>

/** A test wallet on the devnet's accounts (all of them unless `count` says how many). */
export function devnetWallet(devnet: SolanaDevnet, count = devnet.accounts.length) {
  return createSolanaTestWallet({
    secretKeys: devnet.accounts.slice(0, count).map((account) => account.secretKey),
    rpcUrl: devnet.rpcUrl,
  })
}

/** A list a test pushes its cleanups on; after each test they run, newest first. */
export function cleanupAfterEach(): (() => void)[] {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })
  return cleanups
}

/** An adapter context that records what the adapter reported. */
export function recordingContext(networks: CaipNetwork[] = []) {
  const reports = {
    connectors: [] as Connector[][],
    accountsChanged: [] as { connectorId: string; accounts: string[] }[],
    chainChanged: [] as { connectorId: string; chainId: number | string }[],
    disconnected: [] as { connectorId: string }[],
  }
  const context: AdapterContext = {
    networks,
    logger: createLogger('silent'),
    setConnectors: (connectors) => reports.connectors.push(connectors),
    accountsChanged: (parameters) => reports.accountsChanged.push(parameters),
    chainChanged: (parameters) => reports.chainChanged.push(parameters),
    disconnected: (parameters) => reports.disconnected.push(parameters),
  }
  /** The latest connector list, as `id:type` strings. */
  const listed = () => (reports.connectors.at(-1) ?? []).map((c) => `${c.id}:${c.type}`)
  return { context, reports, listed }
}

/**
 * The same wallet with some features replaced (`undefined` removes one), to model smaller or
 * older wallets. Accounts and everything else stay live: they are read from `wallet`.
 */
export function withFeatures(
  wallet: StandardWallet,
  changes: Record<string, unknown>,
  name = wallet.name,
): StandardWallet {
  const features: Record<string, unknown> = { ...wallet.features, ...changes }
  for (const [feature, value] of Object.entries(changes))
    if (value === undefined) delete features[feature]
  return {
    version: wallet.version,
    name,
    icon: wallet.icon,
    chains: wallet.chains,
    features,
    get accounts() {
      return wallet.accounts
    },
  }
}

/**
 * `registerSolanaTestWallet` for any wallet shape, a {@link withFeatures} one included: that
 * function takes the official `Wallet` type, whose icon must be a data URI; ours reads any string.
 */
export function registerWallet(wallet: StandardWallet, target: Window): () => void {
  return registerSolanaTestWallet(wallet as Parameters<typeof registerSolanaTestWallet>[0], {
    window: target,
  })
}

/** The first input of a recorded `signAndSendTransaction` / `signTransaction` call. */
export function firstInput(call: readonly unknown[] | undefined) {
  return call?.[0] as { transaction: Uint8Array; chain?: string; options?: unknown }
}
