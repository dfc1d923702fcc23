import type { HistoryPage } from '@latch/core/api'
import { Hono } from 'hono'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { getHistory } from '../history/getHistory.ts'
import { type IndexWaiters, waitForIndexedBlock } from '../history/waitForIndexedBlock.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2, parseEvmAddress } from '../validation/params.ts'

/**
 * `GET /v1/account/:address/history?chainId&cursor&onramp&minBlock`: the account's indexed
 * transactions, newest first, 20 per page, `next` null on the last page. `onramp` asks for
 * on-ramp purchases, which this server has none of yet (empty page).
 *
 * `minBlock` (with `chainId`; a client after a send, with the block it was mined in): the
 * answer waits until the indexer has reached that block — at most 5 s, and only while fewer than
 * 64 requests wait — and says how far it got in `indexedBlock` (`null`: nothing indexed yet); a
 * client seeing `indexedBlock < minBlock` asks again later.
 */
export function historyRoutes({ db, chains, prices, publicUrl, nftMetadata }: AppDeps) {
  const app = new Hono<AppEnv>()
  const waiters: IndexWaiters = { count: 0 }
  app.get('/v1/account/:address/history', async (c) => {
    const address = parseEvmAddress(c.req.param('address'))
    const chainId = c.req.query('chainId')
    if (chainId) parseCaip2(chainId)
    const cursor = c.req.query('cursor') || undefined
    const minBlock = parseMinBlock(c.req.query('minBlock'), chainId)
    if (c.req.query('onramp')) return c.json({ data: [], next: null } satisfies HistoryPage)
    const indexedBlock =
      // A chain this server doesn't index has nothing to wait for.
      minBlock !== undefined && chainId && chains.get(chainId)
        ? await waitForIndexedBlock(db, {
            chainId,
            minBlock,
            waiters,
            signal: c.req.raw.signal,
          })
        : undefined
    const page = await getHistory(db, {
      address,
      chainId: chainId || undefined,
      cursor,
      chains,
      prices,
      nftMetadata,
      tokenIconUrl: (symbol) =>
        absoluteUrl(
          c,
          publicUrl,
          `/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
        ),
    })
    if (indexedBlock === undefined) return c.json(page)
    return c.json({
      ...page,
      indexedBlock: indexedBlock === null ? null : Number(indexedBlock),
    } satisfies HistoryPage)
  })
  return app
}

function parseMinBlock(value: string | undefined, chainId: string | undefined) {
  if (value === undefined || value === '') return undefined
  if (!/^\d{1,15}$/.test(value)) {
    throw badRequest('invalid_parameter', 'minBlock must be a block number')
  }
  if (!chainId) throw badRequest('invalid_parameter', 'minBlock needs a chainId')
  return BigInt(value)
}
