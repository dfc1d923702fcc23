import type {
  CaipNetwork,
  ChainNamespace,
  LatchClient,
  LatchState,
  SendableToken,
} from '@latch/core'
import { getNamespaceNetwork } from '@latch/core/internal'

/** A token the form can send: what core needs, plus what the picker shows. */
export type SendFormToken = SendableToken & { name: string; iconUrl?: string | undefined }

type TokenListState = { tokenBalance?: (SendFormToken & { chainId?: string })[] }

/**
 * The tokens of the account on the network the send goes out on: the token balances when they
 * are loaded (only this network's), else the native balance alone, so sending the native
 * currency never waits for the token list. The native currency comes first.
 */
export function selectSendableTokens(
  client: LatchClient,
  state: LatchState,
  namespace: ChainNamespace,
): SendFormToken[] {
  const account = state.accounts[namespace]
  const network = getNamespaceNetwork(client, state, namespace)
  if (!account || !network) return []
  const listed = ((account as TokenListState).tokenBalance ?? []).filter(
    (token) => !token.chainId || token.chainId === network.caipNetworkId,
  )
  const native = listed.find((token) => !token.address) ?? nativeToken(network, account.balance)
  const others = listed.filter((token) => token.address)
  return native ? [native, ...others] : others
}

function nativeToken(network: CaipNetwork, balance: string | undefined): SendFormToken | undefined {
  if (balance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return { name, symbol, quantity: { decimals: String(decimals), numeric: balance } }
}

/** The token `assetAddress` names (CAIP-10 or a plain address, any case), else the native one. */
export function findToken(
  tokens: readonly SendFormToken[],
  assetAddress: string | undefined,
): SendFormToken | undefined {
  if (!assetAddress) return tokens.find((token) => !token.address)
  const wanted = assetAddress.split(':').at(-1)?.toLowerCase()
  return tokens.find((token) => token.address?.split(':').at(-1)?.toLowerCase() === wanted)
}

/** Same tokens with the same balances: keeps the store selector from re-rendering for nothing. */
export function sameTokens(a: readonly SendFormToken[], b: readonly SendFormToken[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (token, i) =>
        token.address === b[i]?.address && token.quantity.numeric === b[i]?.quantity.numeric,
    )
  )
}
