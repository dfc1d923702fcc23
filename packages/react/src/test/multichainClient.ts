import {
  type CaipNetwork,
  createLatch,
  createMemoryStorage,
  type LatchClient,
  type LatchOptions,
} from '@latch/core'
import type { ChainAdapter } from '@latch/core/adapter'
import { latchDevnet, latchDevnet2, mainnet, solanaDevnet } from '@latch/core/networks'
import { createScriptedAdapter } from '../../../core/src/test/createScriptedAdapter.ts'

/** The Solana devnet's first dev account (base58): public test data, never real funds. */
export const SOLANA_ADDRESS = '4Vhx3UDiTwkkvgexDQwQgKHWy3v2SEUkhVMxL6XiZGo7'
export const EVM_ADDRESS = '0x00000000000000000000000000000000000000aa'

/** The local Solana devnet as the demo lists it: devnet's CAIP-2 id, our name. */
export const SOLANA_NETWORK: CaipNetwork = { ...solanaDevnet, name: 'Latch Solana Devnet' }

/** EVM chains and one Solana network, in the demo's order. */
export const MULTICHAIN_NETWORKS: [CaipNetwork, ...CaipNetwork[]] = [
  latchDevnet,
  latchDevnet2,
  SOLANA_NETWORK,
  mainnet,
]

const clients: LatchClient[] = []

/** Destroys the clients made below. Call in `afterEach`. */
export function cleanupMultichain(): void {
  for (const client of clients.splice(0)) client.destroy()
}

/**
 * A client with two of core's scripted adapters: eip155 (connector `dev.wallet`, "Dev Wallet",
 * `0x…aa` on 31337, 1.5 ETH) and solana (connector `sol.wallet`, "Sol Wallet", a base58 account
 * on the Solana devnet, 100 SOL). They answer like wallets from data the test sets; the real
 * adapters and wallets are exercised end to end in `e2e/solana.spec.ts`.
 */
export function createMultichainClient(
  options: Partial<LatchOptions> & { solanaConnectors?: boolean } = {},
) {
  const { solanaConnectors = true, ...latchOptions } = options
  const evm = createScriptedAdapter()
  const sol = createScriptedAdapter({
    connectors: solanaConnectors
      ? [
          {
            id: 'sol.wallet',
            name: 'Sol Wallet',
            type: 'ANNOUNCED',
            chain: 'solana',
            installed: true,
          },
        ]
      : [],
  })
  sol.script.address = SOLANA_ADDRESS
  sol.script.chainId = solanaDevnet.id
  sol.script.balance = { balance: '100', symbol: 'SOL' }
  // The scripted adapter speaks for eip155; the same script answers for solana here.
  const solana: ChainAdapter = { ...sol.adapter, namespace: 'solana' }
  const client = createLatch({
    projectId: 'latch-test',
    networks: MULTICHAIN_NETWORKS,
    adapters: [evm.adapter, solana],
    storage: createMemoryStorage(),
    remoteConfig: false,
    logLevel: 'silent',
    ...latchOptions,
  })
  clients.push(client)
  return { client, evm, sol: { ...sol, adapter: solana } }
}

/** Connects the EVM wallet, then the Solana one: EVM stays active (core doesn't yank it). */
export async function connectBoth(client: LatchClient): Promise<void> {
  await client.connect({ connectorId: 'dev.wallet' })
  await client.connect({ connectorId: 'sol.wallet' })
}
