import { type Chain, defineChain } from 'viem'
import { MULTICALL3_ADDRESS } from './contracts.ts'

/** Host the devnet binds by default (only loopback: the devnet keys are public). */
export const DEVNET_HOST = '127.0.0.1'

/** Chain ids of the two devnet chains: the main one and a second for network switching. */
export const DEVNET_CHAIN_IDS = [31337, 31338] as const

/** Chain id of a devnet chain. */
export type DevnetChainId = (typeof DEVNET_CHAIN_IDS)[number]

/** Default ports, in the order of {@link DEVNET_CHAIN_IDS}. */
export const DEVNET_PORTS = [8545, 8546] as const

const NAMES: Record<DevnetChainId, string> = { 31337: 'Latch Devnet', 31338: 'Latch Devnet 2' }

/**
 * Describes a devnet chain as a viem `Chain`, with `rpcUrl` as its RPC endpoint. Use it when the
 * devnet runs on other ports than the defaults (tests pick free ports).
 *
 * @example
 * const chain = devnetChain(31337, devnet.chains[0].rpcUrl)
 */
export function devnetChain(chainId: DevnetChainId, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: NAMES[chainId],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  })
}

/** "Latch Devnet": chain 31337 at http://127.0.0.1:8545. */
export const latchDevnet: Chain = devnetChain(31337, `http://${DEVNET_HOST}:${DEVNET_PORTS[0]}`)

/** "Latch Devnet 2": chain 31338 at http://127.0.0.1:8546, for network switching. */
export const latchDevnet2: Chain = devnetChain(31338, `http://${DEVNET_HOST}:${DEVNET_PORTS[1]}`)

/** Both devnet chains with their default RPC URLs, in the order of {@link DEVNET_CHAIN_IDS}. */
export const DEVNET_CHAINS: readonly [Chain, Chain] = [latchDevnet, latchDevnet2]
