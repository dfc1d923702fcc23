import type { HistoryPage } from '@latch/core/api'
import { Hono } from 'hono'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { getHistory } from '../history/getHistory.ts'
import { parseCaip2, parseEvmAddress } from '../validation/params.ts'

/**
 * `GET /v1/account/:address/history?chainId&cursor&onramp`: the account's indexed transactions,
 * newest first, 20 per page, `next` null on the last page. `onramp` asks for on-ramp purchases,
 * which this server has none of yet (empty page).
 */
export function historyRoutes({ db, chains, prices, publicUrl, nftMetadata }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:address/history', async (c) => {
    const address = parseEvmAddress(c.req.param('address'))
    const chainId = c.req.query('chainId')
    if (chainId) parseCaip2(chainId)
    const cursor = c.req.query('cursor') || undefined
    if (c.req.query('onramp')) return c.json({ data: [], next: null } satisfies HistoryPage)
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
    return c.json(page)
  })
  return app
}
