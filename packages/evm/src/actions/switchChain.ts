import type { CaipNetwork } from '@latch/core'
import { isUnknownChainError } from '@latch/core/adapter'
import type { Eip1193Provider } from '../types.ts'
import { toHexChainId } from '../utils/toHexChainId.ts'

/**
 * `wallet_switchEthereumChain` (EIP-3326). When the wallet doesn't know the chain (4902, 5000 or
 * -32603, SPEC §8), it is added with `wallet_addEthereumChain` (EIP-3085) and switched to again.
 * Other errors (4001 …) propagate.
 */
export async function switchChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const params = [{ chainId: toHexChainId(network.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [addChainParameter(network)],
    })
    // Some wallets switch on add, some don't; switching to the current chain is a no-op.
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  }
}

/** Switches only when the wallet is on another chain (before sending, for instance). */
export async function ensureChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const current = Number(await provider.request({ method: 'eth_chainId' }))
  if (current !== Number(network.id)) await switchChain(provider, network)
}

function addChainParameter(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: toHexChainId(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    // The chain's own URLs (SPEC §3 chainDefault), not a hosted one carrying the site's project.
    rpcUrls: (network.rpcUrls.chainDefault ?? network.rpcUrls.default).http,
    // EIP-3085 wallets reject `null` here; leave the field out instead.
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
