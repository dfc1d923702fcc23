import { Hono } from 'hono'
import { formatUnits } from 'viem'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { listTokens } from '../chain/listTokens.ts'
import { priceOf } from '../chain/prices.ts'
import { readBalances } from '../chain/readBalances.ts'
import { badRequest, HttpError } from '../validation/HttpError.ts'
import { parseCaip2, parseEvmAddress } from '../validation/params.ts'

/** SPEC §3 Token balance. `address` (CAIP-10 of the token) is absent for the native currency. */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * `GET /v1/account/:address/balance?currency=usd&chainId=…&forceUpdate=…`: the native balance
 * and every non-zero token balance on the chain (all served chains when chainId is absent), read
 * live with one multicall per chain, so forceUpdate changes nothing.
 */
export function balanceRoutes(deps: AppDeps) {
  const { db, chains, prices, publicUrl } = deps
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:address/balance', async (c) => {
    const owner = parseEvmAddress(c.req.param('address'))
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    if (currency !== 'usd')
      throw badRequest(
        'invalid_parameter',
        `currency '${currency.slice(0, 10)}' is not supported; use usd`,
      )
    const chainId = c.req.query('chainId')
    const selected = chainId ? [servedChain(chainId)] : chains.list
    const iconUrl = (symbol: string) =>
      absoluteUrl(c, publicUrl, `/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`)
    const perChain = await Promise.all(
      selected.map((chain) => chainBalances(chain, owner, iconUrl)),
    )
    return c.json({ balances: perChain.flat() })
  })

  function servedChain(chainId: string): ChainRuntime {
    const chain = chains.get(parseCaip2(chainId).id)
    if (!chain)
      throw badRequest('unsupported_chain', `chainId ${chainId} is not served by this server`)
    return chain
  }

  async function chainBalances(
    chain: ChainRuntime,
    owner: `0x${string}`,
    iconUrl: (symbol: string) => string,
  ): Promise<TokenBalance[]> {
    const tokens = await listTokens(db, chain)
    const raw = await readBalances(chain, owner, tokens).catch((error: unknown) => {
      throw new HttpError(
        502,
        'upstream_error',
        `Could not read balances on ${chain.caip2}: ${brief(error)}`,
      )
    })
    const entry = (
      name: string,
      symbol: string,
      decimals: number,
      amount: bigint,
      address?: string,
    ) => {
      const numeric = formatUnits(amount, decimals)
      const price = priceOf(prices, symbol)
      const balance: TokenBalance = {
        name,
        symbol,
        chainId: chain.caip2,
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(decimals), numeric },
        iconUrl: iconUrl(symbol),
      }
      if (address) balance.address = address
      return balance
    }
    const { name, symbol, decimals } = chain.nativeCurrency
    return [
      entry(name, symbol, decimals, raw.native),
      ...raw.tokens
        .filter(({ amount }) => amount !== undefined && amount > 0n)
        .map(({ token, amount }) =>
          entry(
            token.name,
            token.symbol,
            token.decimals,
            amount!,
            `${chain.caip2}:${token.address}`,
          ),
        ),
    ]
  }

  return app
}

function brief(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : 'error'
}
