import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { listTokens } from '../chain/listTokens.ts'
import { ASSET_IMAGES, CURRENCY_IMAGES, type ImageEntry, TOKEN_IMAGES } from '../images/catalog.ts'
import { monogramSvg } from '../images/monogramSvg.ts'
import { svgResponse } from '../images/svgResponse.ts'
import { HttpError } from '../validation/HttpError.ts'

/** The public image endpoints: networks (assets), fiat currencies and tokens, all SVG. */
export function imageRoutes({ db, chains }: AppDeps) {
  const app = new Hono<AppEnv>()
  const assets: Record<string, ImageEntry> = { ...ASSET_IMAGES }
  for (const chain of chains.list) assets[chain.caip2] ??= { label: chain.name }

  app.get('/public/getAssetImage/:id', (c) => {
    const id = c.req.param('id')
    const entry = ownEntry(assets, id)
    if (!entry) throw notFound('asset', id)
    return svgResponse(c, monogramSvg({ seed: id, label: entry.label, text: entry.text }))
  })

  app.get('/public/getCurrencyImage/:id', (c) => {
    const id = c.req.param('id').toLowerCase()
    const entry = ownEntry(CURRENCY_IMAGES, id)
    if (!entry) throw notFound('currency', id)
    const svg = monogramSvg({ seed: id, label: entry.label, text: entry.text, shape: 'circle' })
    return svgResponse(c, svg)
  })

  app.get('/public/getTokenImage/:id', async (c) => {
    const id = c.req.param('id').toLowerCase()
    const entry = ownEntry(TOKEN_IMAGES, id) ?? (await findToken(id))
    if (!entry) throw notFound('token', id)
    const svg = monogramSvg({ seed: id, label: entry.label, text: entry.text, shape: 'circle' })
    return svgResponse(c, svg)
  })

  /** Symbols of configured and indexed tokens and of native currencies. */
  async function findToken(symbol: string): Promise<ImageEntry | undefined> {
    for (const chain of chains.list) {
      if (chain.nativeCurrency.symbol.toLowerCase() === symbol) {
        return { label: chain.nativeCurrency.name, text: chain.nativeCurrency.symbol }
      }
      const token = (await listTokens(db, chain)).find((t) => t.symbol.toLowerCase() === symbol)
      if (token) return { label: token.name, text: token.symbol.slice(0, 5) }
    }
    return undefined
  }

  return app
}

/**
 * The table's own entry for `id`: ids come from the URL, and `__proto__`, `constructor` or
 * `toString` would otherwise find the object's prototype and its methods.
 */
function ownEntry(table: Readonly<Record<string, ImageEntry>>, id: string): ImageEntry | undefined {
  return Object.hasOwn(table, id) ? table[id] : undefined
}

function notFound(kind: string, id: string) {
  return new HttpError(404, 'not_found', `No ${kind} image '${id.slice(0, 100)}'`)
}
