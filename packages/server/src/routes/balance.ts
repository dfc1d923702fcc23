import type { BalanceAnswer, TokenBalance } from '@latch/core/api'
import { Hono } from 'hono'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import type { ChainRuntime } from '../chain/createChainRegistry.ts'
import { listTokens } from '../chain/listTokens.ts'
import { readBalances } from '../chain/readBalances.ts'
import { servedChain } from '../chain/servedChain.ts'
import { tokenBalanceEntry } from '../chain/tokenBalanceEntry.ts'
import { solanaTokenBalances } from '../solana/solanaTokenBalances.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseCaip2, parseEvmAddress, parseSolanaAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/**
 * `GET /v1/account/:address/balance?currency=usd&chainId=…&forceUpdate=…`: the native balance
 * and every non-zero token balance on the chain (all served chains of the address's family when
 * chainId is absent), read live — one multicall per EVM chain, one JSON-RPC batch per Solana
 * cluster — so forceUpdate changes nothing. A `solana:` chainId (or a base58 address) reads SOL
 * and the SPL token accounts.
 */
export function balanceRoutes(deps: AppDeps) {
  const { db, chains, solanaChains, prices, publicUrl } = deps
  const app = new Hono<AppEnv>()
  app.get('/v1/account/:address/balance', async (c) => {
    const chainId = c.req.query('chainId')
    const address = c.req.param('address')
    const solana = chainId
      ? parseCaip2(chainId).namespace === 'solana'
      : !address.startsWith('0x') && !address.startsWith('0X')
    const currency = (c.req.query('currency') ?? 'usd').toLowerCase()
    if (currency !== 'usd')
      throw badRequest(
        'invalid_parameter',
        `currency '${currency.slice(0, 10)}' is not supported; use usd`,
      )
    const iconUrl = (symbol: string) =>
      absoluteUrl(c, publicUrl, `/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`)
    if (solana) {
      const owner = parseSolanaAddress(address)
      const selected = chainId ? [servedChain(solanaChains, chainId)] : solanaChains.list
      const perCluster = await Promise.all(
        selected.map((chain) =>
          solanaTokenBalances({ chain, owner, prices, iconUrl }).catch(
            upstreamError('balances', chain.caip2),
          ),
        ),
      )
      return c.json({ balances: perCluster.flat() } satisfies BalanceAnswer)
    }
    const owner = parseEvmAddress(address)
    const selected = chainId ? [servedChain(chains, chainId)] : chains.list
    const perChain = await Promise.all(
      selected.map((chain) => chainBalances(chain, owner, iconUrl)),
    )
    return c.json({ balances: perChain.flat() } satisfies BalanceAnswer)
  })

  async function chainBalances(
    chain: ChainRuntime,
    owner: `0x${string}`,
    iconUrl: (symbol: string) => string,
  ): Promise<TokenBalance[]> {
    const tokens = await listTokens(db, chain)
    const raw = await readBalances(chain, owner, tokens).catch(
      upstreamError('balances', chain.caip2),
    )
    const entry = tokenBalanceEntry({ chainId: chain.caip2, prices, iconUrl })
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
