import type { ActivityState } from '../activity/types.ts'
import type { HistoryPage } from '../api/history.ts'
import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { getActiveNamespace, getConnectedChain } from '../selectors/networks.ts'
import type { CaipNetworkId } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { filterActivity } from '../utils/filterActivity.ts'
import { showToast } from './showToast.ts'

/** SPEC §8 toast when the history can't be read. */
export const FAILED_TO_FETCH_TRANSACTIONS = 'Failed to fetch transactions'

/** How long a `minBlock` read keeps asking while the server's index is behind that block. */
export const ACTIVITY_INDEX_WAIT_MS = 30_000
/** The pauses between those asks: 0.5 s, doubling, at most 4 s (the server waits too). */
const INDEX_RETRY_MS = [500, 1_000, 2_000, 4_000]

/** Parameters of {@link fetchActivity}. */
export type FetchActivityParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace
  /** Load the page after this cursor (`state.activity.next`) and append it. */
  cursor?: string
  /**
   * Start over: drop the loaded pages and read the first page again, e.g. after a send so the
   * new transaction shows. @defaultValue false
   */
  reset?: boolean
  /**
   * A block the first page must include, e.g. the one a send was mined in: the page is read
   * quietly (the list stays as it is, no loading state, no toast) and asked again, with growing
   * pauses for up to 30 s, while the server says its index hasn't reached that block (Latch
   * server: `indexedBlock`); then it replaces the list. Ignored with `cursor`.
   */
  minBlock?: number
}

/** What {@link fetchActivity} resolves with. */
export type FetchActivityReturnType = undefined
/** {@link fetchActivity} throws nothing by design. */
export type FetchActivityErrorType = never

/**
 * Reads the connected account's transactions on its connected chain into `state.activity`
 * (SPEC §4 Activity), from `GET /v1/account/{address}/history`. Only transactions on that chain
 * are kept and those whose transfers are all spam NFTs are hidden (SPEC §5). Without `cursor`
 * the first page replaces the list; with `cursor` the next page is appended. Namespaces other
 * than eip155 have no activity (SPEC §9): the status becomes `unsupported`.
 *
 * On failure: the 'Failed to fetch transactions' toast, the cursor cleared (SPEC §8); a failed
 * first page leaves the list empty, a failed later page keeps what was loaded. Never throws.
 *
 * @example
 * await client.fetchActivity()                                   // first page
 * await client.fetchActivity({ cursor: client.getState().activity.next }) // next page
 * await client.fetchActivity({ reset: true })                    // after a send
 * await client.fetchActivity({ minBlock: 1234 })                 // once it is mined in 1234
 */
export async function fetchActivity(
  client: Client,
  { namespace: requested, cursor, reset = false, minBlock }: FetchActivityParameters = {},
): Promise<FetchActivityReturnType> {
  const state = client.store.getState()
  const namespace = requested ?? getActiveNamespace(client, state)
  const connected = getConnectedChain(client, state, namespace)
  if (!connected) return
  const { address, chainId } = connected
  if (namespace !== 'eip155') {
    setActivity(client, {
      status: 'unsupported',
      transactions: [],
      next: undefined,
      address,
      chainId,
    })
    return
  }
  if (minBlock !== undefined && !cursor) return readIndexed(client, address, chainId, minBlock)
  // One read per account, chain and cursor at a time (a scroll sentinel fires repeatedly); a
  // reset always reads again.
  if (reset) return readPage(client, address, chainId, cursor, true)
  return shared(client, `activity:${address}:${chainId}:${cursor ?? ''}`, () =>
    readPage(client, address, chainId, cursor, false),
  )
}

async function readPage(
  client: Client,
  address: string,
  chainId: CaipNetworkId,
  cursor: string | undefined,
  reset: boolean,
): Promise<undefined> {
  const state = client.store.getState()
  const current = state.activity
  const same = current.address === address && current.chainId === chainId
  // A cursor from another account or chain (or a list started over) means nothing here.
  if (cursor && (!same || reset || current.next !== cursor)) return
  // The latest first-page read wins: an older one answering late is dropped.
  const ticket = {}
  const { runtime } = client
  if (!cursor) runtime.latestActivityRead = ticket
  const isLatest = () =>
    cursor
      ? client.store.getState().activity.next === cursor
      : runtime.latestActivityRead === ticket
  const kept = cursor || (same && !reset) ? current.transactions : []
  setActivity(client, {
    status: 'loading',
    transactions: kept,
    next: cursor ? current.next : undefined,
    address,
    chainId,
  })
  try {
    const page = await client.api.blockchain.get<Partial<HistoryPage>>(
      `v1/account/${address}/history`,
      { chainId, cursor },
    )
    if (!Array.isArray(page.data)) throw new Error('history answer has no data')
    const transactions = filterActivity(page.data, { chainId })
    if (!isLatest()) return
    updateIfSame(client, address, chainId, (activity) => ({
      ...activity,
      status: 'ready',
      transactions: cursor ? [...activity.transactions, ...transactions] : transactions,
      next: page.next ?? undefined,
    }))
  } catch (error) {
    client.logger.warn('activity fetch failed', error)
    if (!isLatest()) return
    updateIfSame(client, address, chainId, (activity) => ({
      ...activity,
      status: 'error',
      transactions: cursor ? activity.transactions : [],
      next: undefined,
    }))
    showToast(client, { message: FAILED_TO_FETCH_TRANSACTIONS, key: 'activity', variant: 'error' })
  }
}

/**
 * The first page once the server's index has reached `minBlock`, read without touching the list
 * until then. A host that doesn't say how far it indexed is taken at its word.
 */
async function readIndexed(
  client: Client,
  address: string,
  chainId: CaipNetworkId,
  minBlock: number,
): Promise<undefined> {
  const until = Date.now() + ACTIVITY_INDEX_WAIT_MS
  for (let attempt = 0; ; attempt++) {
    const page = await client.api.blockchain
      .get<Partial<HistoryPage>>(`v1/account/${address}/history`, {
        chainId,
        minBlock: String(minBlock),
      })
      .catch((error: unknown) => {
        client.logger.warn('activity fetch failed', error)
        return undefined
      })
    const read = page && Array.isArray(page.data) ? page.data : undefined
    const behind =
      page?.indexedBlock === null ||
      (typeof page?.indexedBlock === 'number' && page.indexedBlock < minBlock)
    const pause = INDEX_RETRY_MS[Math.min(attempt, INDEX_RETRY_MS.length - 1)]!
    if (read && (!behind || Date.now() + pause > until)) {
      // An older first-page read answering after this one would show the list without the send.
      client.runtime.latestActivityRead = {}
      const transactions = filterActivity(read, { chainId })
      updateIfSame(client, address, chainId, (activity) => ({
        ...activity,
        status: 'ready',
        transactions,
        next: page?.next ?? undefined,
      }))
      return
    }
    if (Date.now() + pause > until) return
    // A destroyed client never resumes.
    await new Promise((resolve) => client.schedule(() => resolve(undefined), pause))
  }
}

function setActivity(client: Client, activity: ActivityState): void {
  client.store.setState({ activity })
}

/** Applies `update` unless the visitor moved to another account or chain meanwhile. */
function updateIfSame(
  client: Client,
  address: string,
  chainId: CaipNetworkId,
  update: (activity: ActivityState) => ActivityState,
): void {
  client.store.setState((state) =>
    state.activity.address === address && state.activity.chainId === chainId
      ? { activity: update(state.activity) }
      : state,
  )
}
