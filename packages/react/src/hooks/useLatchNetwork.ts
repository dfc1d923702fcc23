import type { CaipNetwork, CaipNetworkId, ChainNamespace, LatchState } from '@latch/core'
import { getActiveNetwork, getNamespaceNetworks } from '@latch/core/internal'
import { useCallback, useMemo } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchNetworkParameters = {
  /**
   * Read this namespace's network: the one it was last on, else the first the site lists for
   * it. @defaultValue the active namespace (its active network)
   */
  namespace?: ChainNamespace
}

export type UseLatchNetworkReturnType = {
  /**
   * The active network. When the wallet sits on a network the site doesn't list, a placeholder
   * with the same CAIP-2 id, named 'Unknown network' (see `isUnsupported`).
   */
  caipNetwork: CaipNetwork
  /** e.g. `eip155:1` */
  caipNetworkId: CaipNetworkId
  /** The chain's own id: a number on eip155, the CAIP-2 reference elsewhere. */
  chainId: number | string
  /** The wallet is on a network the site doesn't list (SPEC §4). */
  isUnsupported: boolean
  /**
   * Switches to one of the site's networks; the connected wallet is asked (and adds the chain
   * first if it doesn't know it). Rejects with `ChainNotSupportedError` when the wallet refuses,
   * `NetworkNotFoundError` for a network the site doesn't list.
   */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network (or a namespace's) and a way to switch it.
 *
 * @example
 * const { caipNetwork, isUnsupported, switchNetwork } = useLatchNetwork()
 * const { caipNetwork: solanaNetwork } = useLatchNetwork({ namespace: 'solana' })
 * <button type="button" onClick={() => switchNetwork(mainnet)}>Use Ethereum</button>
 */
export function useLatchNetwork(
  parameters: UseLatchNetworkParameters = {},
): UseLatchNetworkReturnType {
  const client = useLatchClient('useLatchNetwork')
  const { namespace } = parameters
  // One string: the component re-renders only when the network it shows changes.
  const caipNetworkId = useLatchStore(
    useCallback(
      (state: LatchState) =>
        namespace
          ? (state.activeCaipNetworkIds[namespace] ??
            getNamespaceNetworks(client, namespace)[0]?.caipNetworkId ??
            // A namespace the site lists no network for reads as an unknown network of it.
            (`${namespace}:unknown` as const))
          : state.activeCaipNetworkId,
      [client, namespace],
    ),
  )
  return useMemo(() => {
    const caipNetwork = getActiveNetwork(client, {
      activeCaipNetworkId: caipNetworkId,
      activeNamespace: namespace,
    })
    return {
      caipNetwork,
      caipNetworkId: caipNetwork.caipNetworkId,
      chainId: caipNetwork.id,
      isUnsupported: caipNetwork.unsupported === true,
      switchNetwork: (network: CaipNetwork) => client.switchNetwork({ network }),
    }
  }, [client, caipNetworkId, namespace])
}
