import type {
  ConvertAllowanceAnswer,
  ConvertBuildApproveAnswer,
  ConvertBuildTransactionAnswer,
  ConvertGasPriceAnswer,
  ConvertQuotesAnswer,
  ConvertTokensAnswer,
  ConvertTransaction,
  HistoryPage,
} from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_AMM_CONTRACTS,
  DEVNET_START_TIMEOUT_MS,
  DEVNET_TOKENS,
  type Devnet,
  startDevnet,
  uniswapV2RouterAbi,
} from '@latch/devnet'
import { moveAmmPrice } from '@latch/devnet/testing'
import fc from 'fast-check'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  type PublicClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningServer, startServer } from '../app/startServer.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { FUZZ_GROUPS } from '../testing/fuzzRequests.ts'
import { withProject } from '../testing/testDb.ts'

const MAIN = 'eip155:31337'
const SECOND = 'eip155:31338'
const ETH = (chain: string) => `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const token = (chain: string, key: 'usdc' | 'usdt' | 'dai' | 'zero') =>
  `${chain}:${DEVNET_TOKENS[key].address}`
const ROUTER = DEVNET_AMM_CONTRACTS.uniswapV2Router02
const USDC_100 = '100000000'

let devnet: Devnet
let server: RunningServer
let clients: Record<string, PublicClient>

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  server = await startServer({
    port: 0,
    dataDir: ':memory:',
    relay: false,
    chains: devnetChainConfigs(devnet, true),
    indexer: { pollIntervalMs: 100 },
  })
  clients = Object.fromEntries(
    devnet.chains.map(({ chainId, chain }) => [
      `eip155:${chainId}`,
      createPublicClient({ chain, transport: http() }),
    ]),
  )
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await server?.stop()
  await devnet?.stop()
})

async function get<T>(path: string, params: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${withProject(path, params)}`)
  return { status: response.status, body: (await response.json()) as T }
}

async function post<T>(path: string, body: unknown) {
  const response = await fetch(`${server.url}${withProject(path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** Sends a built transaction as the wallet would: as it is, from an unlocked dev account. */
async function send(chain: string, tx: ConvertTransaction) {
  const { chain: viemChain } = devnet.chains.find((c) => `eip155:${c.chainId}` === chain)!
  const wallet = createWalletClient({ account: tx.from, chain: viemChain, transport: http() })
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
  })
  return clients[chain]!.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

function balanceOf(chain: string, key: 'usdc' | 'usdt' | 'dai', owner: Address) {
  return clients[chain]!.readContract({
    address: DEVNET_TOKENS[key].address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

function routerQuote(chain: string, amountIn: bigint, path: Address[]) {
  return clients[chain]!.readContract({
    address: ROUTER,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
}

/** Approves through build-approve, then builds the swap; both answers checked for 200. */
async function approveAndBuild(chain: string, user: Address, from: string, to: string) {
  const approve = await get<ConvertBuildApproveAnswer>('/v1/convert/build-approve', {
    chainId: chain,
    from,
    to,
    amount: USDC_100,
    userAddress: user,
  })
  expect(approve.status).toBe(200)
  expect((await send(chain, approve.body.tx)).status).toBe('success')
  const built = await post<ConvertBuildTransactionAnswer>('/v1/convert/build-transaction', {
    chainId: chain,
    userAddress: user,
    from,
    to,
    amount: USDC_100,
  })
  expect(built.status).toBe(200)
  return built.body
}

describe('GET /v1/convert/tokens', () => {
  test('lists ETH first, then the pooled tokens, as CAIP-10 with decimals and a logo', async () => {
    const { status, body } = await get<ConvertTokensAnswer>('/v1/convert/tokens', {
      chainId: MAIN,
    })
    expect(status).toBe(200)
    expect(body.tokens.map((t) => [t.address, t.symbol, t.decimals])).toEqual([
      [ETH(MAIN), 'ETH', 18],
      [token(MAIN, 'usdc'), 'USDC', 6],
      [token(MAIN, 'usdt'), 'USDT', 6],
      [token(MAIN, 'dai'), 'DAI', 18],
    ])
    expect(body.tokens[1]).toMatchObject({
      name: 'USD Coin',
      logoUri: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/public\/getTokenImage\/usdc/),
    })
  })
})

describe('GET /v1/convert/quotes', () => {
  test('100 USDC → DAI: the router’s getAmountsOut for the same input, straight through the pair', async () => {
    const { status, body } = await get<ConvertQuotesAnswer>('/v1/convert/quotes', {
      chainId: MAIN,
      from: token(MAIN, 'usdc'),
      to: token(MAIN, 'dai'),
      amount: USDC_100,
    })
    expect(status).toBe(200)
    const [quote] = body.quotes
    const path = [DEVNET_TOKENS.usdc.address, DEVNET_TOKENS.dai.address]
    const [, out] = await routerQuote(MAIN, 100_000_000n, path)
    expect(quote).toMatchObject({
      from: token(MAIN, 'usdc'),
      to: token(MAIN, 'dai'),
      fromAmount: USDC_100,
      toAmount: out!.toString(),
      path: path.map((a) => `${MAIN}:${a}`),
      gas: '180000',
    })
    // USDC and DAI at 1 USD: the 0.3 % pool fee plus ~0.003 % of impact.
    expect(quote!.priceImpact).toBeGreaterThan(0.3)
    expect(quote!.priceImpact).toBeLessThan(0.31)
    expect(BigInt(quote!.fee)).toBe(180_000n * BigInt(quote!.gasPrice))
  })

  test('takes the path through WETH when the direct pool pays less, and quotes it exactly', async () => {
    // Chain 31338 only: its USDC/DAI pool gets 10 % dearer for USDC sellers.
    await moveAmmPrice({ rpcUrl: devnet.chains[1].rpcUrl, sell: 'usdc', buy: 'dai', percent: 10 })
    const { body } = await get<ConvertQuotesAnswer>('/v1/convert/quotes', {
      chainId: SECOND,
      from: token(SECOND, 'usdc'),
      to: token(SECOND, 'dai'),
      amount: USDC_100,
      gasPrice: '2000000000',
    })
    const path = [DEVNET_TOKENS.usdc.address, DEVNET_AMM_CONTRACTS.weth, DEVNET_TOKENS.dai.address]
    const [, , out] = await routerQuote(SECOND, 100_000_000n, path)
    const [, direct] = await routerQuote(SECOND, 100_000_000n, [path[0]!, path[2]!])
    expect(out).toBeGreaterThan(direct!)
    expect(body.quotes[0]).toMatchObject({
      toAmount: out!.toString(),
      path: path.map((a) => `${SECOND}:${a}`),
      gas: '280000',
      gasPrice: '2000000000',
      fee: (280_000n * 2_000_000_000n).toString(),
    })
  })

  test('toAmount instead of amount: what 100 DAI costs, from the router’s getAmountsIn', async () => {
    const wanted = 100n * 10n ** 18n
    const { status, body } = await get<ConvertQuotesAnswer>('/v1/convert/quotes', {
      chainId: MAIN,
      from: token(MAIN, 'usdc'),
      to: token(MAIN, 'dai'),
      toAmount: wanted.toString(),
    })
    expect(status).toBe(200)
    const path = [DEVNET_TOKENS.usdc.address, DEVNET_TOKENS.dai.address]
    const [cost] = await clients[MAIN]!.readContract({
      address: ROUTER,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsIn',
      args: [wanted, path],
    })
    expect(body.quotes[0]).toMatchObject({
      fromAmount: cost!.toString(),
      toAmount: wanted.toString(),
    })
    // Selling that much yields at least what was asked.
    const [, out] = await routerQuote(MAIN, cost!, path)
    expect(out).toBeGreaterThanOrEqual(wanted)
    const both = await get<{ error: string }>('/v1/convert/quotes', {
      chainId: MAIN,
      from: token(MAIN, 'usdc'),
      to: token(MAIN, 'dai'),
      amount: USDC_100,
      toAmount: wanted.toString(),
    })
    expect([both.status, both.body.error]).toEqual([400, 'invalid_parameter'])
  })

  test('simulates the gas for a user who can already swap (ETH needs no allowance)', async () => {
    const { body } = await get<ConvertQuotesAnswer>('/v1/convert/quotes', {
      chainId: MAIN,
      from: ETH(MAIN),
      to: token(MAIN, 'usdt'),
      amount: '10000000000000000',
      userAddress: DEVNET_ACCOUNTS[6].address,
    })
    const gas = Number(body.quotes[0]!.gas)
    expect(gas).not.toBe(180_000)
    expect(gas).toBeGreaterThan(100_000)
    expect(body.quotes[0]!.path).toEqual([
      `${MAIN}:${DEVNET_AMM_CONTRACTS.weth}`,
      token(MAIN, 'usdt'),
    ])
  })
})

describe('GET /v1/convert/allowance and /v1/convert/gas-price', () => {
  test('an ERC-20 allowance to the router is read on chain; ETH needs none', async () => {
    const user = DEVNET_ACCOUNTS[7].address
    const ask = (tokenAddress: string) =>
      get<ConvertAllowanceAnswer>('/v1/convert/allowance', {
        chainId: MAIN,
        tokenAddress,
        userAddress: user,
      })
    expect((await ask(token(MAIN, 'dai'))).body).toEqual({ allowance: '0' })
    expect((await ask(ETH(MAIN))).body).toEqual({ allowance: (2n ** 256n - 1n).toString() })
  })

  test('standard ≤ fast ≤ instant, from the next block’s base fee up', async () => {
    const { status, body } = await get<ConvertGasPriceAnswer>('/v1/convert/gas-price', {
      chainId: MAIN,
    })
    expect(status).toBe(200)
    const [standard, fast, instant] = [body.standard, body.fast, body.instant].map(BigInt)
    const block = await clients[MAIN]!.getBlock()
    expect(standard).toBeGreaterThan(0n)
    expect(standard! * 2n).toBeGreaterThanOrEqual(block.baseFeePerGas!)
    expect(fast).toBeGreaterThan(standard!)
    expect(instant).toBeGreaterThan(fast!)
  })
})

describe('swaps built by the server, sent by a dev account', () => {
  test('100 USDC → DAI: approve exactly 100 USDC, then balances move by the quote within 1 %', async () => {
    const user = DEVNET_ACCOUNTS[1].address
    const [usdcBefore, daiBefore] = await Promise.all([
      balanceOf(MAIN, 'usdc', user),
      balanceOf(MAIN, 'dai', user),
    ])
    const built = await approveAndBuild(MAIN, user, token(MAIN, 'usdc'), token(MAIN, 'dai'))
    const allowance = await clients[MAIN]!.readContract({
      address: DEVNET_TOKENS.usdc.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, ROUTER],
    })
    expect(allowance).toBe(100_000_000n)
    expect(built.slippage).toBe(1)
    expect(BigInt(built.toAmountMin)).toBe((BigInt(built.toAmount) * 99n) / 100n)
    expect(built.tx).toMatchObject({ from: user, to: ROUTER, value: '0' })
    expect(BigInt(built.tx.gas!)).toBeGreaterThan(100_000n)
    expect(built.deadline - Date.now() / 1000).toBeGreaterThan(19 * 60)

    const receipt = await send(MAIN, built.tx)
    expect(receipt.status).toBe('success')
    expect(await balanceOf(MAIN, 'usdc', user)).toBe(usdcBefore - 100_000_000n)
    const received = (await balanceOf(MAIN, 'dai', user)) - daiBefore
    expect(received).toBeGreaterThanOrEqual(BigInt(built.toAmountMin))
    expect(received).toBeLessThanOrEqual(BigInt(built.toAmount))
  })

  test('ETH → USDT-style token: no approval, the amount travels as the value', async () => {
    const user = DEVNET_ACCOUNTS[2].address
    const allowance = await get<ConvertAllowanceAnswer>('/v1/convert/allowance', {
      tokenAddress: ETH(MAIN),
      userAddress: user,
    })
    expect(BigInt(allowance.body.allowance)).toBeGreaterThan(10n ** 18n)
    const usdtBefore = await balanceOf(MAIN, 'usdt', user)
    const built = await post<ConvertBuildTransactionAnswer>('/v1/convert/build-transaction', {
      userAddress: user,
      from: ETH(MAIN),
      to: token(MAIN, 'usdt'),
      amount: '10000000000000000',
      slippage: 0.5,
    })
    expect(built.status).toBe(200)
    expect(built.body.tx.value).toBe('10000000000000000')
    expect(BigInt(built.body.toAmountMin)).toBe((BigInt(built.body.toAmount) * 995n) / 1000n)
    expect((await send(MAIN, built.body.tx)).status).toBe('success')
    const received = (await balanceOf(MAIN, 'usdt', user)) - usdtBefore
    expect(received).toBe(BigInt(built.body.toAmount))
    // 0.01 ETH at 3,000 USD, less the pool fee.
    expect(received).toBeGreaterThan(29_800_000n)
  })

  test('a price that moved past the slippage makes the swap revert on chain, losing no tokens', async () => {
    const user = DEVNET_ACCOUNTS[4].address
    const built = await approveAndBuild(SECOND, user, token(SECOND, 'usdc'), token(SECOND, 'usdt'))
    expect(built.path).toEqual([token(SECOND, 'usdc'), token(SECOND, 'usdt')])
    const balances = () =>
      Promise.all([balanceOf(SECOND, 'usdc', user), balanceOf(SECOND, 'usdt', user)])
    const before = await balances()
    // Another account trades first, in the same direction, past the 1 % tolerance.
    await moveAmmPrice({ rpcUrl: devnet.chains[1].rpcUrl, sell: 'usdc', buy: 'usdt', percent: 5 })
    const receipt = await send(SECOND, built.tx)
    expect(receipt.status).toBe('reverted')
    expect(await balances()).toEqual(before)
    // The approval was not used up: a swap built afresh at the new prices goes through.
    const fresh = await post<ConvertBuildTransactionAnswer>('/v1/convert/build-transaction', {
      chainId: SECOND,
      userAddress: user,
      from: token(SECOND, 'usdc'),
      to: token(SECOND, 'usdt'),
      amount: USDC_100,
    })
    expect(fresh.status).toBe(200)
    expect(BigInt(fresh.body.toAmount)).toBeLessThan(BigInt(built.toAmount))
    expect((await send(SECOND, fresh.body.tx)).status).toBe('success')
  })

  test('the indexer lists each swap as a trade with both legs', async () => {
    const user = DEVNET_ACCOUNTS[3].address
    const built = await approveAndBuild(MAIN, user, token(MAIN, 'usdc'), ETH(MAIN))
    const receipt = await send(MAIN, built.tx)
    expect(receipt.status).toBe('success')
    const ethLeg = await waitForHistory(user, receipt.transactionHash)
    expect(ethLeg.metadata.operationType).toBe('trade')
    expect(
      ethLeg.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
    ).toEqual([
      ['out', 'USDC', '100'],
      ['in', 'ETH', formatEth(BigInt(built.toAmount))],
    ])

    const daiSwap = await approveAndBuild(MAIN, user, token(MAIN, 'usdc'), token(MAIN, 'dai'))
    const daiReceipt = await send(MAIN, daiSwap.tx)
    const daiLeg = await waitForHistory(user, daiReceipt.transactionHash)
    expect(daiLeg.metadata.operationType).toBe('trade')
    expect(daiLeg.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
      ['out', 'USDC'],
      ['in', 'DAI'],
    ])
  })
})

describe('unsupported networks and bad input', () => {
  const swapCalls = [
    ['GET', '/v1/convert/tokens', {}],
    ['GET', '/v1/convert/quotes', { from: 'x', to: 'y', amount: '1' }],
    ['GET', '/v1/convert/allowance', { tokenAddress: 'x', userAddress: 'y' }],
    ['GET', '/v1/convert/build-approve', { from: 'x', amount: '1', userAddress: 'y' }],
    ['POST', '/v1/convert/build-transaction', { from: 'x', to: 'y', amount: '1' }],
  ] as const

  test.each(
    ['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'].flatMap((chainId) =>
      swapCalls.map(([method, path, params]) => [method, path, chainId, params] as const),
    ),
  )("%s %s on %s: 'Network not supported for Swaps'", async (method, path, chainId, params) => {
    const { status, body } =
      method === 'GET'
        ? await get(path, { chainId, ...params })
        : await post(path, { chainId, ...params })
    expect({ status, body }).toEqual({
      status: 400,
      body: { error: 'swaps_unsupported_network', message: 'Network not supported for Swaps' },
    })
  })

  test("gas price off the swap networks: 'Network not supported for Gas Price'", async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:1' })
    expect({ status, body }).toEqual({
      status: 400,
      body: {
        error: 'gas_price_unsupported_network',
        message: 'Network not supported for Gas Price',
      },
    })
  })

  const quote = { chainId: MAIN, from: token(MAIN, 'usdc'), to: token(MAIN, 'dai') }
  test.each([
    ['a chain id that is no CAIP-2', { chainId: 'nope' }, 'invalid_chain_id'],
    ['no amount', { amount: '' }, 'invalid_parameter'],
    ['amount 0', { amount: '0' }, 'invalid_parameter'],
    ['a negative amount', { amount: '-1' }, 'invalid_parameter'],
    ['a fractional amount', { amount: '1.5' }, 'invalid_parameter'],
    ['an amount past 2^256', { amount: (2n ** 256n).toString() }, 'invalid_parameter'],
    ['the same token twice', { to: token(MAIN, 'usdc') }, 'invalid_parameter'],
    ['a token without pools', { to: token(MAIN, 'zero') }, 'unsupported_token'],
    ['a token of another chain', { to: token(SECOND, 'dai') }, 'invalid_parameter'],
    ['a token id with no address', { to: `${MAIN}:0x12` }, 'invalid_address'],
    ['a bad user address', { userAddress: '0x12' }, 'invalid_address'],
    ['a bad gas price', { gasPrice: 'fast' }, 'invalid_parameter'],
    ['more than the pools hold', { amount: (2n ** 200n).toString() }, 'no_route'],
  ])('quotes with %s: 400 %s', async (_case, params, code) => {
    const { status, body } = await get<{ error: string; message: string }>('/v1/convert/quotes', {
      ...quote,
      amount: USDC_100,
      ...params,
    })
    expect(status).toBe(400)
    expect(body.error).toBe(code)
    expect(body.message.length).toBeGreaterThan(10)
  })

  test('build-approve of ETH: 400, there is nothing to approve', async () => {
    const { status, body } = await get<{ error: string }>('/v1/convert/build-approve', {
      from: ETH(MAIN),
      amount: '1',
      userAddress: DEVNET_ACCOUNTS[5].address,
    })
    expect([status, body.error]).toEqual([400, 'invalid_parameter'])
  })

  const swap = {
    chainId: MAIN,
    userAddress: DEVNET_ACCOUNTS[5].address,
    from: token(MAIN, 'usdc'),
    to: token(MAIN, 'dai'),
    amount: USDC_100,
  }
  test.each([
    ['a body that is no JSON', '{nope'],
    ['slippage over 50 %', { ...swap, slippage: 51 }],
    ['a negative slippage', { ...swap, slippage: -1 }],
    ['slippage as a word', { ...swap, slippage: 'one' }],
    ['a deadline in the past', { ...swap, deadline: 1_000_000 }],
    ['a deadline as text', { ...swap, deadline: 'soon' }],
    ['disableEstimate as text', { ...swap, disableEstimate: 'yes' }],
    ['amount as a fraction', { ...swap, amount: 1.5 }],
    ['no user address', { ...swap, userAddress: undefined }],
  ])('build-transaction with %s: 400 invalid_body', async (_case, body) => {
    const answer = await post<{ error: string }>('/v1/convert/build-transaction', body)
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_body'])
  })

  test('a swap that would revert (no allowance yet) is a 422 estimate_failed, or built without the estimate', async () => {
    const failed = await post<{ error: string; message: string }>(
      '/v1/convert/build-transaction',
      swap,
    )
    expect(failed.status).toBe(422)
    expect(failed.body.error).toBe('estimate_failed')
    expect(failed.body.message).toMatch(/^The transaction would fail on eip155:31337 as built: /)
    const unestimated = await post<ConvertBuildTransactionAnswer>('/v1/convert/build-transaction', {
      ...swap,
      disableEstimate: true,
    })
    expect(unestimated.status).toBe(200)
    expect(unestimated.body.tx).not.toHaveProperty('gas')
  })

  test('hostile requests to the convert routes with real chains behind them: never a 5xx', async () => {
    const group = FUZZ_GROUPS.find((g) => g.name === 'convert')!
    await fc.assert(
      fc.asyncProperty(group.request, async ({ method, path, headers, body }) => {
        const response = await fetch(`${server.url}${path}`, { method, headers, body })
        const text = await response.text()
        expect(response.status, `${method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(500)
      }),
      { numRuns: 60 },
    )
  })
})

function formatEth(wei: bigint): string {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

async function waitForHistory(user: Address, hash: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { body } = await get<HistoryPage>(`/v1/account/${user}/history`, { chainId: MAIN })
    const entry = body.data.find((t) => t.id.toLowerCase() === hash.toLowerCase())
    if (entry) return entry
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the indexer never listed ${hash}`)
}
