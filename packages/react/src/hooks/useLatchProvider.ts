import type { ChainNamespace, ConnectorType, LatchState } from '@latch/core'
import { getActiveNamespace } from '@latch/core/internal'
import { useCallback, useMemo } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { shallowEqual } from '../utils/shallowEqual.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchProviderParameters = ChainNamespace | undefined

export type UseLatchProviderReturnType<TProvider = unknown> = {
  /**
   * The connected wallet's own provider object, as its adapter hands it out: an EIP-1193
   * provider on eip155, the Wallet Standard wallet on solana. `undefined` while that namespace
   * is not connected.
   */
  walletProvider: TProvider | undefined
  /** How the wallet was reached (SPEC §3 connector type): `ANNOUNCED`, `INJECTED` … */
  walletProviderType: ConnectorType | undefined
}

type Connected = { connectorId: string | undefined; type: ConnectorType | undefined }

/**
 * The provider of the wallet connected on `namespace` (the active one by default), for what
 * Latch doesn't do itself: a contract call through viem, an SPL transfer through
 * `@latch/solana`'s `sendSplToken`. The type parameter only names what you expect; Latch can't
 * check it.
 *
 * @example
 * const { walletProvider } = useLatchProvider<StandardWallet>('solana')
 * if (walletProvider) await sendSplToken({ wallet: walletProvider, from, network, to, mint, amount })
 */
export function useLatchProvider<TProvider = unknown>(
  namespace?: UseLatchProviderParameters,
): UseLatchProviderReturnType<TProvider> {
  const client = useLatchClient('useLatchProvider')
  const select = useCallback(
    (state: LatchState): Connected & { namespace: ChainNamespace } => {
      const resolved = namespace ?? getActiveNamespace(client, state)
      const connected = state.accounts[resolved]?.status === 'connected'
      const connectorId = connected ? state.connectedConnectorIds[resolved] : undefined
      const type = state.connectors.find((connector) => connector.id === connectorId)?.type
      return { namespace: resolved, connectorId, type }
    },
    [client, namespace],
  )
  const { namespace: resolved, connectorId, type } = useLatchStore(select, shallowEqual)
  return useMemo(() => {
    const adapter = client.adapters.find((candidate) => candidate.namespace === resolved)
    return {
      walletProvider: connectorId
        ? (adapter?.getProvider(connectorId) as TProvider | undefined)
        : undefined,
      walletProviderType: connectorId ? type : undefined,
    }
  }, [client, resolved, connectorId, type])
}
