import type { AdapterContext, CaipNetwork, Connector } from '@latch/core'
import { createLogger, solana, solanaDevnet } from '@latch/core'
import type { SolanaDevnet } from '@latch/devnet'
import { solanaLocal } from '../src/networks/solanaLocal.ts'

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

/** Public networks the tests never reach over the network, for chain-support checks. */
export const PUBLIC_NETWORKS = { solana, solanaDevnet } as const

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
