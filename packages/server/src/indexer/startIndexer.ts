import type { ChainRegistry, ChainRuntime } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import { insertRows } from '../db/insertRows.ts'
import { syncChain } from './syncChain.ts'

/** How often each chain is polled for new blocks. */
export const DEFAULT_POLL_INTERVAL_MS = 500

const STOP_WAIT_MS = 2_000

export type StartIndexerParameters = {
  db: Db
  chains: ChainRegistry
  /** @defaultValue 500 */
  pollIntervalMs?: number | undefined
  /** Receives the first failure of an outage (not one per poll). */
  onError?: ((error: unknown, chain: ChainRuntime) => void) | undefined
  /** Called when a chain answers again after an outage. */
  onRecover?: ((chain: ChainRuntime) => void) | undefined
  /**
   * With several instances on one database: the lease (see `holdLease`) without which this
   * instance does not poll, so one instance indexes at a time. @defaultValue always index
   */
  lease?: { readonly held: boolean } | undefined
}

export type Indexer = { stop: () => Promise<void> }

/**
 * Follows every configured chain: polls for new blocks and indexes them (see syncChain), with
 * no subscription needed, so it works against any HTTP RPC. With a `lease`, only while it holds it.
 */
export async function startIndexer({
  db,
  chains,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
  onError = (error, chain) =>
    console.warn(
      `[latch-server] indexer ${chain.caip2} (${chain.config.rpcUrl}): ${describe(error)} Retrying.`,
    ),
  onRecover = (chain) => console.warn(`[latch-server] indexer ${chain.caip2}: following again`),
  lease,
}: StartIndexerParameters): Promise<Indexer> {
  for (const chain of chains.list) await storeConfiguredTokens(db, chain)
  let stopped = false
  const loops = chains.list.map(async (chain) => {
    const notTokens = new Set<string>()
    const notCollections = new Set<string>()
    let failing = false
    while (!stopped) {
      if (lease && !lease.held) {
        await sleep(pollIntervalMs) // another instance indexes
        continue
      }
      let behind = false
      try {
        behind = (await syncChain(db, chain, notTokens, notCollections)).behind
        if (failing) onRecover(chain)
        failing = false
      } catch (error) {
        if (!failing && !stopped) onError(error, chain)
        failing = true
      }
      if (!behind && !stopped) await sleep(pollIntervalMs)
    }
  })
  return {
    stop: async () => {
      stopped = true
      // A poll stuck on an unreachable RPC (10 s time-out) must not hold up shutdown.
      await Promise.race([Promise.all(loops), sleep(STOP_WAIT_MS)])
    },
  }
}

async function storeConfiguredTokens(db: Db, chain: ChainRuntime) {
  const tokens = chain.config.tokens ?? []
  await insertRows(
    db,
    'tokens',
    ['chain_id', 'address', 'name', 'symbol', 'decimals'],
    tokens.map((t) => [chain.caip2, t.address.toLowerCase(), t.name, t.symbol, t.decimals]),
  )
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
}
