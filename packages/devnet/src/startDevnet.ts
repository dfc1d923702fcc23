import type { Chain } from 'viem'
import { assertPortFree } from './anvil/assertPortFree.ts'
import { type AnvilProcess, spawnAnvil } from './anvil/spawnAnvil.ts'
import { compileContracts } from './compile/compileContracts.ts'
import {
  DEVNET_CHAIN_IDS,
  DEVNET_HOST,
  DEVNET_PORTS,
  type DevnetChainId,
  devnetChain,
} from './constants/chains.ts'
import { DEVNET_CONTRACTS, type DevnetContracts } from './constants/contracts.ts'
import { deployAccountAbstraction } from './deploy/deployAccountAbstraction.ts'
import { deployAmm } from './deploy/deployAmm.ts'
import { deployContracts } from './deploy/deployContracts.ts'
import { DevnetOptionsError } from './errors.ts'
import { type DevnetSnapshot, revertChains, snapshotChains } from './snapshot.ts'

/**
 * A bound for a test hook that starts a devnet: under a second on an idle machine, but CI runs
 * many test processes on two cores, each starting its own anvils and deploying the contracts.
 */
export const DEVNET_START_TIMEOUT_MS = 180_000

export type StartDevnetParameters = {
  /**
   * Interface anvil listens on.
   * @defaultValue `'127.0.0.1'`
   */
  host?: string
  /**
   * Ports of chain 31337 and chain 31338; 0 lets the OS pick a free port (use it in tests).
   * @defaultValue `[8545, 8546]`
   */
  ports?: readonly [number, number]
  /**
   * Drop anvil's log (one line per RPC call). `false` copies it to stderr, prefixed by chain id.
   * @defaultValue `true`
   */
  quiet?: boolean
}

/** One running devnet chain. */
export type DevnetChain = {
  chainId: DevnetChainId
  rpcUrl: string
  /** The chain as a viem `Chain`, with this devnet's `rpcUrl`. */
  chain: Chain
  /** Process id of its anvil. */
  pid: number
}

/** A running devnet: two anvil chains with the devnet contracts deployed on both. */
export type Devnet = {
  /** Chain 31337 first, then chain 31338. */
  chains: readonly [DevnetChain, DevnetChain]
  /** Where the contracts are: always equal to `DEVNET_CONTRACTS`. */
  contracts: DevnetContracts
  /** Snapshots both chains; returns the snapshot ids by chain id. */
  snapshot(): Promise<DevnetSnapshot>
  /** Reverts both chains to `snapshot`, which is used up (take a new one to revert again). */
  revert(snapshot: DevnetSnapshot): Promise<void>
  /** Stops both anvil processes and waits until they have exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts the devnet: anvil chains 31337 and 31338, with Multicall3, the devnet tokens, a
 * Uniswap V2 AMM with seeded pools (DEVNET_AMM_POOLS) and account 0's EIP-1271 contract wallet
 * (DEVNET_CONTRACT_WALLET) on both, and accounts 0..8 funded. Resolves when both chains are ready.
 *
 * @example
 * const devnet = await startDevnet({ ports: [0, 0] })
 * // … use devnet.chains[0].rpcUrl …
 * await devnet.stop()
 *
 * @throws {DevnetPortInUseError} when a port is taken (the error names it).
 */
export async function startDevnet(params: StartDevnetParameters = {}): Promise<Devnet> {
  const { host = DEVNET_HOST, ports = DEVNET_PORTS, quiet = true } = params
  assertPorts(ports)
  // Probe before the (slow) first compile, so a busy port fails at once.
  await Promise.all(ports.filter((port) => port !== 0).map((port) => assertPortFree(host, port)))
  // Synchronous and cached per process: about a second the first time, free afterwards.
  const compiled = compileContracts()

  const started = await Promise.allSettled(
    DEVNET_CHAIN_IDS.map((chainId, index) =>
      spawnAnvil({ host, port: ports[index]!, chainId, quiet }),
    ),
  )
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }

  try {
    await Promise.all(
      anvils.map(async (anvil) => {
        await deployContracts(anvil.rpcUrl, compiled)
        // After the tokens: the AMM mints and pools them.
        await deployAmm(anvil.rpcUrl)
        // ERC-4337 v0.8 at its public addresses (CREATE2: no account's nonce moves).
        await deployAccountAbstraction(anvil.rpcUrl)
      }),
    )
  } catch (error) {
    await stop()
    throw error
  }

  const chains = anvils.map(toDevnetChain) as [DevnetChain, DevnetChain]
  return {
    chains,
    contracts: DEVNET_CONTRACTS,
    snapshot: () => snapshotChains(chains),
    revert: (snapshot) => revertChains(chains, snapshot),
    stop,
  }
}

function toDevnetChain(anvil: AnvilProcess): DevnetChain {
  const chainId = anvil.chainId as DevnetChainId
  return {
    chainId,
    rpcUrl: anvil.rpcUrl,
    chain: devnetChain(chainId, anvil.rpcUrl),
    pid: anvil.pid,
  }
}

function assertPorts(ports: readonly number[]): void {
  for (const port of ports) {
    if (!Number.isInteger(port) || port < 0 || port > 65_535) {
      throw new DevnetOptionsError(`Port ${port} is not a valid port (0 to 65535, 0 for any).`)
    }
  }
  if (ports[0] !== 0 && ports[0] === ports[1]) {
    throw new DevnetOptionsError(`Both devnet chains cannot listen on port ${ports[0]}.`)
  }
}
