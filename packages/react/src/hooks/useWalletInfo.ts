import type { ChainNamespace, ConnectedWalletInfo, LatchState } from '@latch/core'
import { getActiveNamespace } from '@latch/core/internal'
import { useCallback } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseWalletInfoParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
}

export type UseWalletInfoReturnType = {
  /** The connected wallet's name and icon (SPEC §3); `undefined` when not connected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The wallet the visitor connected with.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo ? <img src={walletInfo.icon} alt={walletInfo.name} /> : null
 */
export function useWalletInfo(parameters: UseWalletInfoParameters = {}): UseWalletInfoReturnType {
  const client = useLatchClient('useWalletInfo')
  const { namespace } = parameters
  const walletInfo = useLatchStore(
    useCallback(
      (state: LatchState) =>
        state.accounts[namespace ?? getActiveNamespace(client, state)]?.connectedWalletInfo,
      [client, namespace],
    ),
  )
  return { walletInfo }
}
