import type { Client } from '../client/types.ts'
import { getNamespaceNetwork } from '../selectors/networks.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { LatchState } from '../types/state.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { SendableToken } from './types.ts'

/** A token the Send view lists: what sending needs, plus what the list shows. */
export type SendListToken = SendableToken & { name: string; iconUrl?: string | undefined }

/**
 * The tokens of the account on the network the send goes out on: the token balances when they
 * are loaded (only this network's), else the native balance alone, so sending the native
 * currency never waits for the token list. The native currency comes first.
 */
export function getSendableTokens(
  client: Pick<Client, 'networks'>,
  state: Pick<LatchState, 'accounts' | 'activeCaipNetworkIds'>,
  namespace: ChainNamespace,
): SendListToken[] {
  const account = state.accounts[namespace]
  const network = getNamespaceNetwork(client, state, namespace)
  if (!account || !network) return []
  const listed = (account.tokenBalance ?? []).filter(
    (token) => !token.chainId || token.chainId === network.caipNetworkId,
  )
  const native = listed.find((token) => !token.address) ?? nativeToken(network, account.balance)
  const others = listed.filter((token) => token.address)
  return native ? [native, ...others] : others
}

function nativeToken(network: CaipNetwork, balance: string | undefined): SendListToken | undefined {
  if (balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return { name, symbol, quantity: { decimals: String(decimals), numeric: balance } }
}

/** The token `address` names (CAIP-10 or a plain address, any case), else the native one. */
export function findSendToken<token extends SendableToken>(
  tokens: readonly token[],
  address: string | undefined,
): token | undefined {
  if (!address) return tokens.find((token) => !token.address)
  const wanted = address.split(':').at(-1)?.toLowerCase()
  return tokens.find((token) => token.address?.split(':').at(-1)?.toLowerCase() === wanted)
}

/** Same tokens with the same balances: lets a store selector skip a render for nothing. */
export function sameSendTokens(a: readonly SendableToken[], b: readonly SendableToken[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (token, i) =>
        token.address === b[i]?.address && token.quantity.numeric === b[i]?.quantity.numeric,
    )
  )
}
