/**
 * Vitest `globalSetup` module: one devnet for the whole test run, on free ports.
 *
 * @example
 * // vitest.config.ts (a project)
 * test: { globalSetup: ['packages/devnet/src/vitest/globalSetup.ts'] }
 *
 * // a test
 * import { inject } from 'vitest'
 * const [main, second] = inject('latchDevnet').chains
 */
import type { TestProject } from 'vitest/node'
import type { DevnetChainId } from '../constants/chains.ts'
import { startDevnet } from '../startDevnet.ts'

/** What the devnet global setup provides to tests: plain data, since it crosses to workers. */
export type ProvidedDevnet = {
  /** Chain 31337 first, then chain 31338. Pass to `snapshotChains` / `revertChains`. */
  chains: readonly { chainId: DevnetChainId; rpcUrl: string }[]
}

declare module 'vitest' {
  // `interface` because module augmentation only merges interfaces.
  export interface ProvidedContext {
    latchDevnet: ProvidedDevnet
  }
}

/** Starts the devnet, provides its RPC URLs as `latchDevnet`, returns the teardown. */
export default async function setup(project: Pick<TestProject, 'provide'>) {
  const devnet = await startDevnet({ ports: [0, 0] })
  project.provide('latchDevnet', {
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  return async () => {
    await devnet.stop()
  }
}
