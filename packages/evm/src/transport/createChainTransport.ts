import { getWalletErrorCode } from '@latch/core/adapter'
import { fallback, http, shouldThrow as viemShouldThrow } from 'viem'
import {
  NODE_LEVEL_ERROR_CODES,
  RPC_BATCH_SIZE,
  RPC_FALLBACK_RANK,
  RPC_TIMEOUT_MS,
} from './constants.ts'

/** One JSON-RPC request over a network's transport. */
export type ChainRequest = (request: {
  method: string
  params?: readonly unknown[] | undefined
}) => Promise<unknown>

/**
 * Whether `error` ends a request instead of moving on to the network's next URL (SPEC §8): viem's
 * own rule (a user rejection — 4001, CAIP 5000 —, a rejected transaction, a revert), and the
 * node-level codes of {@link NODE_LEVEL_ERROR_CODES}, looked for through the `cause` chain. An
 * unreachable URL, a time-out, a non-OK status or a node that says it cannot serve now (-32603,
 * -32005 …) moves on.
 */
export function isFinalRpcError(error: Error): boolean {
  if (viemShouldThrow(error)) return true
  const code = getWalletErrorCode(error)
  return code !== undefined && NODE_LEVEL_ERROR_CODES.includes(code)
}

/**
 * A network's transport, made of viem's own pieces (SPEC §7): one `http` transport per URL (10 s
 * time-out, JSON-RPC batches of up to 1000 calls made in the same tick, viem's retries) and, with
 * several URLs, viem's `fallback` over them, ranked by latency and stability with a
 * `net_listening` ping ({@link RPC_FALLBACK_RANK}; the pings start with the transport).
 */
export function createChainTransport(urls: readonly string[]): ChainRequest {
  const transports = urls.map((url) =>
    http(url, { timeout: RPC_TIMEOUT_MS, batch: { batchSize: RPC_BATCH_SIZE } }),
  )
  const [only] = transports
  const transport =
    transports.length === 1 && only
      ? only
      : fallback(transports, { rank: RPC_FALLBACK_RANK, shouldThrow: isFinalRpcError })
  return transport({}).request as ChainRequest
}
