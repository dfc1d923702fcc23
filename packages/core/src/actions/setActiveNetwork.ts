import type { Client } from '../client/types.ts'
import type { CaipNetwork } from '../types/network.ts'

/** The network to make active (the wallet is not asked: see `switchNetwork`). */
export type SetActiveNetworkParameters = CaipNetwork
/** What {@link setActiveNetwork} returns. */
export type SetActiveNetworkReturnType = undefined
/** {@link setActiveNetwork} throws nothing by design. */
export type SetActiveNetworkErrorType = never

/** Records `network` as active on its namespace and makes that namespace active. */
export function setActiveNetwork(
  client: Client,
  network: SetActiveNetworkParameters,
): SetActiveNetworkReturnType {
  const namespace = network.chainNamespace
  client.store.setState((state) => {
    const account = state.accounts[namespace]
    return {
      activeNamespace: namespace,
      activeCaipNetworkId: network.caipNetworkId,
      activeCaipNetworkIds: { ...state.activeCaipNetworkIds, [namespace]: network.caipNetworkId },
      ...(account?.address
        ? {
            accounts: {
              ...state.accounts,
              [namespace]: {
                ...account,
                caipAddress: `${network.caipNetworkId}:${account.address}` as const,
                balance: undefined,
                balanceSymbol: undefined,
              },
            },
          }
        : {}),
    }
  })
}
