import type { Hex } from 'viem'
import { DevnetRevertError } from './errors.ts'
import { rpcRequest } from './rpcRequest.ts'

/** Where a devnet chain answers. */
export type DevnetEndpoint = {
  chainId: number
  rpcUrl: string
}

/** Snapshot ids by chain id, from {@link snapshotChains}. */
export type DevnetSnapshot = Record<number, Hex>

/**
 * Takes an `evm_snapshot` of each chain. Works from any process that knows the RPC URLs (a test
 * worker reading them with Vitest's `inject`).
 *
 * @example
 * const snapshot = await snapshotChains(inject('latchDevnet').chains)
 */
export async function snapshotChains(chains: readonly DevnetEndpoint[]): Promise<DevnetSnapshot> {
  const ids = await Promise.all(
    chains.map((chain) => rpcRequest<Hex>(chain.rpcUrl, 'evm_snapshot')),
  )
  return Object.fromEntries(chains.map((chain, index) => [chain.chainId, ids[index]!]))
}

/**
 * Reverts each chain to its id in `snapshot` (`evm_revert`). anvil forgets a snapshot once it
 * has reverted to it: take a new one for the next revert. Chains missing from `snapshot` are
 * left alone.
 *
 * @throws {DevnetRevertError} when anvil does not know the snapshot id.
 */
export async function revertChains(
  chains: readonly DevnetEndpoint[],
  snapshot: DevnetSnapshot,
): Promise<void> {
  await Promise.all(
    chains.map(async (chain) => {
      const id = snapshot[chain.chainId]
      if (id === undefined) return
      const reverted = await rpcRequest<boolean>(chain.rpcUrl, 'evm_revert', [id])
      if (!reverted) throw new DevnetRevertError(chain.chainId, id)
    }),
  )
}
