import type { NftPage } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import type { NftsState } from '../nfts/types.ts'
import { getActiveNamespace, getConnectedChain } from '../selectors/networks.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** Parameters of {@link fetchNfts}. */
export type FetchNftsParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
  /** Load the page after this cursor (`state.nfts.next`) and append it. */
  cursor?: string
  /** Drop what was loaded and read the first page again. @defaultValue false */
  reset?: boolean
}

/** What {@link fetchNfts} resolves with. */
export type FetchNftsReturnType = undefined
/** {@link fetchNfts} throws nothing by design. */
export type FetchNftsErrorType = never

/**
 * Reads the connected account's NFTs on its connected chain into `state.nfts`, from
 * `GET /v1/account/{address}/nfts`. NFTs the API flags as spam (airdrops) are left out, as the
 * activity list leaves them out (SPEC §5). Namespaces other than eip155 have none here:
 * status `unsupported`. Failures set status `error` (the view offers a retry); never throws.
 *
 * @example
 * await client.fetchNfts()
 * client.getState().nfts.nfts.map((nft) => nft.name)
 */
export async function fetchNfts(
  client: Client,
  { namespace: requested, cursor, reset = false }: FetchNftsParameters = {},
): Promise<FetchNftsReturnType> {
  const state = client.store.getState()
  const namespace = requested ?? getActiveNamespace(client, state)
  const connected = getConnectedChain(client, state, namespace)
  if (!connected) return
  const { address, chainId } = connected
  const set = (nfts: NftsState) => client.store.setState({ nfts })
  if (namespace !== 'eip155') {
    set({ status: 'unsupported', nfts: [], next: undefined, address, chainId })
    return
  }
  const current = state.nfts
  const same = current.address === address && current.chainId === chainId
  if (cursor && (!same || reset || current.next !== cursor || current.status === 'loading')) return
  // The latest read wins: an older answer arriving late is dropped.
  const ticket = {}
  const { runtime } = client
  runtime.latestNftsRead = ticket
  const kept = cursor || (same && !reset) ? current.nfts : []
  set({ status: 'loading', nfts: kept, next: cursor, address, chainId })
  try {
    const page = await client.api.blockchain.get<Partial<NftPage>>(`v1/account/${address}/nfts`, {
      chainId,
      cursor,
    })
    if (!Array.isArray(page.data)) throw new Error('NFT answer has no data')
    if (runtime.latestNftsRead !== ticket) return
    const nfts = page.data.filter((nft) => !nft.flags?.is_spam)
    set({
      status: 'ready',
      nfts: cursor ? [...kept, ...nfts] : nfts,
      next: page.next ?? undefined,
      address,
      chainId,
    })
  } catch (error) {
    client.logger.warn('NFT fetch failed', error)
    if (runtime.latestNftsRead !== ticket) return
    set({ status: 'error', nfts: kept, next: undefined, address, chainId })
  }
}
