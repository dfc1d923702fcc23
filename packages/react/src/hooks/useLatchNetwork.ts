import {
  type CaipNetwork,
  type CaipNetworkId,
  getActiveNetwork,
  type LatchState,
} from '@latch/core'
import { useMemo } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { switchNetworkOnce } from '../utils/switchNetworkOnce.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchNetworkParameters = undefined

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

const selectNetworkId = (state: LatchState) => state.activeCaipNetworkId
const selectNamespace = (state: LatchState) => state.activeNamespace

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { caipNetwork, isUnsupported, switchNetwork } = useLatchNetwork()
 * <button type="button" onClick={() => switchNetwork(mainnet)}>Use Ethereum</button>
 */
export function useLatchNetwork(): UseLatchNetworkReturnType {
  const client = useLatchClient('useLatchNetwork')
  const activeCaipNetworkId = useLatchStore(selectNetworkId)
  const activeNamespace = useLatchStore(selectNamespace)
  return useMemo(() => {
    const caipNetwork = getActiveNetwork(client, { activeCaipNetworkId, activeNamespace })
    return {
      caipNetwork,
      caipNetworkId: caipNetwork.caipNetworkId,
      chainId: caipNetwork.id,
      isUnsupported: caipNetwork.unsupported === true,
      switchNetwork: (network: CaipNetwork) => switchNetworkOnce(client, network),
    }
  }, [client, activeCaipNetworkId, activeNamespace])
}
