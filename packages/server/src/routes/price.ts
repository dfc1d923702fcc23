import type { Fungible, FungiblePriceAnswer } from '@latch/core/api'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { listTokens } from '../chain/listTokens.ts'
import { priceOf } from '../chain/prices.ts'
import { readJsonObject } from '../validation/body.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2 } from '../validation/params.ts'

const MAX_ADDRESSES = 100
/** The address wallets and price APIs commonly use for a chain's native currency. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * `POST /v1/fungible/price` with `{ currency: 'usd', addresses: CAIP-10[] }`: prices from the
 * configured table. Tokens the server doesn't know on served chains are left out.
 */
export function priceRoutes({ db, chains, prices, publicUrl }: AppDeps) {
  const app = new Hono<AppEnv>()
  app.post('/v1/fungible/price', async (c) => {
    const body = await readJsonObject(c)
    const currency = body.currency ?? 'usd'
    if (currency !== 'usd') throw badRequest('invalid_body', 'currency must be usd')
    const addresses = body.addresses
    if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES) {
      throw badRequest(
        'invalid_body',
        `addresses must be an array of at most ${MAX_ADDRESSES} CAIP-10 addresses`,
      )
    }
    const fungibles: Fungible[] = []
    for (const item of addresses) {
      const { chainId, address } = parseCaip10(item)
      const chain = chains.get(chainId)
      if (!chain) continue
      const isNative = address.toLowerCase() === NATIVE_PLACEHOLDER
      const token = isNative
        ? chain.nativeCurrency
        : (await listTokens(db, chain)).find(
            (t) => t.address.toLowerCase() === address.toLowerCase(),
          )
      if (!token) continue
      fungibles.push({
        name: token.name,
        symbol: token.symbol,
        iconUrl: absoluteUrl(
          c,
          publicUrl,
          `/public/getTokenImage/${encodeURIComponent(token.symbol.toLowerCase())}`,
        ),
        price: priceOf(prices, token.symbol),
        address: `${chainId}:${isNative ? NATIVE_PLACEHOLDER : getAddress(address)}`,
      })
    }
    return c.json({ fungibles } satisfies FungiblePriceAnswer)
  })
  return app
}

/** SPEC §5: a CAIP-10 address has exactly 3 colon-separated parts. */
function parseCaip10(value: unknown): { chainId: string; address: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3) throw badRequest('invalid_body', 'Invalid CAIP-10 address')
  const chainId = parseCaip2(`${parts[0]}:${parts[1]}`, 'addresses').id
  const address = parts[2]!
  if (chainId.startsWith('eip155:') && !isAddress(address, { strict: false })) {
    throw badRequest('invalid_body', 'Invalid CAIP-10 address')
  }
  return { chainId, address }
}
