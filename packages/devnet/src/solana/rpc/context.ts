import type { SolanaChain } from '../chain/createSolanaChain.ts'
import type { DevnetSigner } from '../chain/signTransaction.ts'
import { checkCommitment } from './params.ts'
import { RpcError } from './RpcError.ts'

/** Version the devnet reports (`getVersion`, `context.apiVersion`); nominal, litesvm is agave 3. */
export const RPC_API_VERSION = '3.0.0'

/** What every RPC method may use. */
export type RpcContext = { chain: SolanaChain; faucet: DevnetSigner }

/** One JSON-RPC method: positional params in, result out (throws RpcError). */
export type RpcMethod = (params: unknown[], context: RpcContext) => unknown

/** Wraps a value in the RPC's `{ context: { apiVersion, slot }, value }` envelope. */
export function withContext<T>(chain: SolanaChain, value: T) {
  return { context: { apiVersion: RPC_API_VERSION, slot: chain.slot() }, value }
}

/** Validates commitment and `minContextSlot` of a config object. */
export function checkReadConfig(chain: SolanaChain, config: Record<string, unknown>): void {
  checkCommitment(config)
  const min = config.minContextSlot
  if (typeof min === 'number' && BigInt(min) > chain.slot()) {
    throw new RpcError(-32016, 'Minimum context slot has not been reached', {
      contextSlot: chain.slot(),
    })
  }
}
