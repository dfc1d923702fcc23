import type { Wallet, WalletPage } from '@latch/core/api'
import { type Context, Hono } from 'hono'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { queryWallets } from '../directory/queryWallets.ts'
import type { DirectoryWallet } from '../directory/types.ts'
import { monogramSvg } from '../images/monogramSvg.ts'
import { svgResponse } from '../images/svgResponse.ts'
import { badRequest, HttpError } from '../validation/HttpError.ts'
import { parseCaip2, parseIdList, parseInteger } from '../validation/params.ts'

/** SPEC §9: wallet page size 40; search pages are up to 100. */
export const DEFAULT_WALLET_ENTRIES = 40
export const MAX_WALLET_ENTRIES = 100
const MAX_SEARCH_LENGTH = 100
/** The same for every visitor of a project (the URL carries the project id): a minute in caches. */
const WALLETS_MAX_AGE_S = 60

/** `GET /getWallets` and `GET /getWalletImage/:id` (SPEC §7 wallet directory host). */
export function directoryRoutes({ directory, publicUrl }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.get('/getWallets', (c) => {
    const query = c.req.query()
    const search = query.search
    if (search !== undefined && search.length > MAX_SEARCH_LENGTH) {
      throw badRequest('invalid_parameter', `search is longer than ${MAX_SEARCH_LENGTH} characters`)
    }
    const badgeType = query.badge_type || undefined
    if (badgeType !== undefined && !/^[a-z_]{1,32}$/.test(badgeType)) {
      throw badRequest(
        'invalid_parameter',
        `badge_type '${badgeType.slice(0, 40)}' is not a badge type`,
      )
    }
    const { data, count } = queryWallets(directory, {
      page: parseInteger(query.page, { name: 'page', min: 1, max: 1_000_000, fallback: 1 }),
      entries: parseInteger(query.entries, {
        name: 'entries',
        min: 1,
        max: MAX_WALLET_ENTRIES,
        fallback: DEFAULT_WALLET_ENTRIES,
      }),
      include: parseIdList(query.include, 'include'),
      exclude: parseIdList(query.exclude, 'exclude'),
      chains: parseIdList(query.chains, 'chains').map((chain) => parseCaip2(chain, 'chains').id),
      search,
      badgeType,
    })
    c.header('Cache-Control', `public, max-age=${WALLETS_MAX_AGE_S}`)
    return c.json({ data: data.map((wallet) => toWallet(c, wallet)), count } satisfies WalletPage)
  })

  app.get('/getWalletImage/:id', (c) => {
    const wallet = directory.byId.get(c.req.param('id'))
    if (!wallet) throw new HttpError(404, 'not_found', `No wallet image '${c.req.param('id')}'`)
    return svgResponse(c, monogramSvg({ seed: wallet.id, label: wallet.name }))
  })

  /** Every field of the wire type, none left out (SPEC §3 Wallet). */
  function toWallet(c: Context<AppEnv>, wallet: DirectoryWallet): Required<Wallet> {
    return {
      id: wallet.id,
      name: wallet.name,
      homepage: wallet.homepage,
      image_id: wallet.id,
      image_url: absoluteUrl(c, publicUrl, `/getWalletImage/${encodeURIComponent(wallet.id)}`),
      order: directory.rank.get(wallet.id) ?? 0,
      rdns: wallet.rdns,
      mobile_link: wallet.mobile_link,
      desktop_link: wallet.desktop_link,
      webapp_link: wallet.webapp_link,
      chains: wallet.chains,
      badge_type: wallet.badge_type,
    }
  }

  return app
}
