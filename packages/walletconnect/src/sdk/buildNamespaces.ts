import type { CaipNetwork, ChainNamespace } from '@latch/core'

/** Methods a Latch site asks for, per namespace (what core and the send flow use). */
export const WALLET_CONNECT_METHODS: Record<'eip155' | 'solana', string[]> = {
  eip155: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    // EIP-5792 batched calls (core's sendCalls passes them through; the wallet may refuse).
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
}

const EVENTS: Record<'eip155' | 'solana', string[]> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
}

export type NamespaceConfig = {
  chains: string[]
  methods: string[]
  events: string[]
  /** The site's own RPC per chain, so the SDK never falls back to its hosted one. */
  rpcMap: Record<string, string>
}

/**
 * `optionalNamespaces` for the proposal: every configured network of each namespace (solana as
 * CAIP-2, `solana:<genesis hash prefix>`), with an rpcMap from the networks' own RPC URLs.
 */
export function buildNamespaces(
  networks: readonly CaipNetwork[],
  namespaces: readonly ChainNamespace[],
): Record<string, NamespaceConfig> {
  const out: Record<string, NamespaceConfig> = {}
  for (const namespace of namespaces) {
    if (namespace !== 'eip155' && namespace !== 'solana') continue
    const mine = networks.filter((network) => network.chainNamespace === namespace)
    if (!mine.length) continue
    const rpcMap: Record<string, string> = {}
    for (const network of mine) {
      const url = network.rpcUrls.default.http[0]
      if (!url) continue
      // The SDK looks the URL up by reference, and by `namespace:reference` for restored accounts.
      rpcMap[String(network.id)] = url
      rpcMap[network.caipNetworkId] = url
    }
    out[namespace] = {
      chains: mine.map((network) => network.caipNetworkId),
      methods: WALLET_CONNECT_METHODS[namespace],
      events: EVENTS[namespace],
      rpcMap,
    }
  }
  return out
}
