import type { CaipNetwork, Connector } from '@latch/core'
import type { AdapterContext } from '@latch/core/adapter'
import { createLogger } from '@latch/core/adapter'
import { defineNetwork } from '@latch/core/networks'
import type { TestAnvil } from '@latch/devnet/testing'

/** A bare window for discovery in node: an EventTarget that may carry `ethereum`. */
export function makeWindow(): Window & { ethereum?: unknown } {
  return new EventTarget() as unknown as Window & { ethereum?: unknown }
}

/** An eip155 network served by a test anvil. */
export function anvilNetwork(anvil: TestAnvil, name = `Anvil ${anvil.chainId}`): CaipNetwork {
  return defineNetwork({
    id: anvil.chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
  })
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
