import type {
  ConvertAllowanceAnswer,
  ConvertBuildApproveAnswer,
  ConvertGasPriceAnswer,
  ConvertQuotesAnswer,
  ConvertTokensAnswer,
} from '@latch/core/api'
import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { absoluteUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { buildTransaction } from '../convert/buildTransaction.ts'
import { estimateGasOrFail, estimateGasOrUndefined } from '../convert/estimateGas.ts'
import { type ExactAmount, findRoute } from '../convert/findRoute.ts'
import { parseAmount } from '../convert/parseAmount.ts'
import { priceImpact } from '../convert/priceImpact.ts'
import { readGasPrices } from '../convert/readGasPrices.ts'
import { swapCall } from '../convert/swapCall.ts'
import { swapChain } from '../convert/swapChain.ts'
import { parseSwapToken, swapTokens } from '../convert/swapTokens.ts'
import { badRequest } from '../validation/HttpError.ts'
import { parseEvmAddress } from '../validation/params.ts'
import { upstreamError } from '../validation/upstreamError.ts'

/** Gas of a one-pool swap when it cannot be simulated (measured on the devnet: 141 k–172 k). */
const TYPICAL_SWAP_GAS = 180_000n
/** Gas of each further pool on the path (measured: ~92 k). */
const TYPICAL_HOP_GAS = 100_000n
/** Deadline of the swap a quote simulates: it never reaches the chain. */
const QUOTE_DEADLINE_S = 1_200n

/**
 * The convert calls (SPEC §7), on chains whose config has a `swaps` venue (a Uniswap V2
 * router): tokens, quotes from the pools, allowance, gas price, and the approve and swap
 * transactions to sign. Shapes in `@latch/core/api` (`Convert*`), documented in
 * docs/swaps-server.md.
 */
export function convertRoutes(deps: AppDeps) {
  const { chains, prices, publicUrl } = deps
  const app = new Hono<AppEnv>()

  app.get('/v1/convert/tokens', (c) => {
    const venue = swapChain(chains, { chainId: c.req.query('chainId') })
    const tokens = swapTokens(venue).map(({ id, symbol, name, decimals }) => ({
      address: id,
      symbol,
      name,
      decimals,
      logoUri: absoluteUrl(
        c,
        publicUrl,
        `/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`,
      ),
    }))
    return c.json({ tokens } satisfies ConvertTokensAnswer)
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = c.req.query()
    const venue = swapChain(chains, { chainId: query.chainId, token: query.from })
    const from = parseSwapToken(query.from, 'from', venue)
    const to = parseSwapToken(query.to, 'to', venue)
    if (from.id === to.id) throw badRequest('invalid_parameter', 'from and to must differ')
    const exact = exactAmount(query.amount, query.toAmount)
    const user = query.userAddress ? parseEvmAddress(query.userAddress, 'userAddress') : undefined
    const gasPrice = query.gasPrice
      ? parseAmount(query.gasPrice, 'gasPrice')
      : (await readGasPrices(venue.chain)).standard
    const route = await findRoute(venue, from, to, exact)
    const amount = route.amountIn
    const typicalGas = TYPICAL_SWAP_GAS + TYPICAL_HOP_GAS * BigInt(route.path.length - 2)
    // Simulated for the user when they can already swap (balance, allowance); else typical.
    const simulated = user
      ? await estimateGasOrUndefined(venue.chain, {
          from: user,
          to: venue.swaps.router,
          value: from.native ? amount : 0n,
          data: swapCall({
            from,
            to,
            path: route.path,
            amountIn: amount,
            amountOutMin: 0n,
            recipient: user,
            deadline: BigInt(Math.floor(Date.now() / 1000)) + QUOTE_DEADLINE_S,
          }).data,
        })
      : undefined
    const gas = simulated ?? typicalGas
    const quote = {
      from: from.id,
      to: to.id,
      fromAmount: route.amountIn.toString(),
      toAmount: route.amountOut.toString(),
      path: route.path.map((address) => `${venue.chain.caip2}:${address}`),
      priceImpact: priceImpact(prices, from, to, route.amountIn, route.amountOut),
      gas: gas.toString(),
      gasPrice: gasPrice.toString(),
      fee: (gas * gasPrice).toString(),
    }
    return c.json({ quotes: [quote] } satisfies ConvertQuotesAnswer)
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = c.req.query()
    const venue = swapChain(chains, { chainId: query.chainId, token: query.tokenAddress })
    const token = parseSwapToken(query.tokenAddress, 'tokenAddress', venue)
    const user = parseEvmAddress(query.userAddress ?? '', 'userAddress')
    // The native currency is sent along with the swap: nothing to allow.
    const allowance = token.native
      ? maxUint256
      : await venue.chain.client
          .readContract({
            address: token.poolAddress,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [user, venue.swaps.router],
          })
          .catch(upstreamError('the allowance', venue.chain.caip2))
    return c.json({ allowance: allowance.toString() } satisfies ConvertAllowanceAnswer)
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const venue = swapChain(chains, { chainId: c.req.query('chainId'), call: 'gas-price' })
    const { standard, fast, instant } = await readGasPrices(venue.chain)
    return c.json({
      standard: standard.toString(),
      fast: fast.toString(),
      instant: instant.toString(),
    } satisfies ConvertGasPriceAnswer)
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = c.req.query()
    const venue = swapChain(chains, { chainId: query.chainId, token: query.from })
    const token = parseSwapToken(query.from, 'from', venue)
    if (query.to !== undefined) parseSwapToken(query.to, 'to', venue)
    if (token.native) {
      throw badRequest('invalid_parameter', `${token.symbol} is sent with the swap: no approval`)
    }
    const amount = parseAmount(query.amount)
    const user = parseEvmAddress(query.userAddress ?? '', 'userAddress')
    // Exactly the amount, to the router: the user allows no more than this swap takes.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [venue.swaps.router, amount],
    })
    const request = { from: user, to: token.poolAddress, data, value: 0n }
    const gas = await estimateGasOrFail(venue.chain, request)
    const tx = { ...request, value: '0', gas: gas.toString() }
    return c.json({ tx } satisfies ConvertBuildApproveAnswer)
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    return c.json(await buildTransaction(deps, c))
  })

  return app
}

/**
 * What a quote fixes: `amount` sold, or `toAmount` bought (an exact-output quote, for a view
 * where the visitor typed what to receive): exactly one of the two.
 */
function exactAmount(amount: string | undefined, toAmount: string | undefined): ExactAmount {
  if ((amount === undefined) === (toAmount === undefined)) {
    throw badRequest('invalid_parameter', 'Give exactly one of amount (sold) and toAmount (bought)')
  }
  return amount !== undefined
    ? { side: 'in', amount: parseAmount(amount) }
    : { side: 'out', amount: parseAmount(toAmount, 'toAmount') }
}
