import { afterEach, describe, expect, test } from 'vitest'
import { approveSwap } from '../actions/approveSwap.ts'
import { fetchSwapQuote } from '../actions/fetchSwapQuote.ts'
import { fetchSwapTokens } from '../actions/fetchSwapTokens.ts'
import { flipSwap } from '../actions/flipSwap.ts'
import { goBack } from '../actions/goBack.ts'
import { retrySwap } from '../actions/retrySwap.ts'
import { setSwapAmount } from '../actions/setSwapAmount.ts'
import { setSwapMaxAmount } from '../actions/setSwapMaxAmount.ts'
import { setSwapToken } from '../actions/setSwapToken.ts'
import { type StartSwapParameters, startSwap } from '../actions/startSwap.ts'
import { submitSwap } from '../actions/submitSwap.ts'
import { NATIVE_TOKEN_ADDRESS } from '../api/convert.ts'
import { createLatch } from '../client/createLatch.ts'
import { TransactionRejectedError } from '../errors/connection.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter, walletError } from '../test/createScriptedAdapter.ts'
import { startHttpServer } from '../test/startHttpServer.ts'
import type { ChainAdapter, SendTransactionParameters } from '../types/adapter.ts'
import { SWAP_QUOTE_REFRESH_MS, SWAP_QUOTE_WAIT_MS } from './constants.ts'
import { SwapPriceMovedError, SwapRevertedError } from './errors.ts'
import { getSwapForm } from './swapForm.ts'

const CHAIN = latchDevnet.caipNetworkId
const ETH = `${CHAIN}:${NATIVE_TOKEN_ADDRESS}`
const USDC = `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`
const DAI = `${CHAIN}:0xb19b36b1456E65E3A6D514D3F715f204BD59f431`
const ROUTER = '0x00000000000000000000000000000000000000cc'
const GAS_PRICE = 1_000_000_000n // 1 gwei
const SWAP_GAS = 120_000n
const TOKENS = [
  { address: ETH, symbol: 'ETH', name: 'Ether', decimals: 18, logoUri: '' },
  { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, logoUri: '' },
  { address: DAI, symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, logoUri: '' },
]
/** USD per whole token; the pool pays 0.3 % less than the price (its fee). */
const PRICES: Record<string, number> = { [ETH]: 3000, [USDC]: 1, [DAI]: 1 }
const DECIMALS: Record<string, number> = { [ETH]: 18, [USDC]: 6, [DAI]: 18 }

type Setup = {
  ethBalance?: string
  usdcBalance?: string
  allowance?: bigint
  /** What the pools pay against the prices (1 = the price less the 0.3 % fee). */
  pool?: { factor: number }
  receipts?: ('0x1' | '0x0')[]
  sendErrors?: unknown[]
  tokens?: { status: number; body: unknown }
  /** The server quotes only amounts sold: `toAmount` is refused as invalid. */
  noExactOut?: boolean
  /** Runs as the wallet is asked to send (a test moves the pool there). */
  onSend?: () => void
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Base units of `to` that `amount` base units of `from` buy at the pools (`factor` moves them). */
function amountOut(from: string, to: string, amount: bigint, factor: number): bigint {
  const scale = 1_000_000n
  const rate = BigInt(Math.round((PRICES[from]! / PRICES[to]!) * 0.997 * factor * 1e6))
  const out = (amount * rate * 10n ** BigInt(DECIMALS[to]!)) / scale
  return out / 10n ** BigInt(DECIMALS[from]!)
}

/**
 * Connected as 0x…aa on Latch Devnet with `ethBalance` ETH and `usdcBalance` USDC; a server
 * answering the convert calls from a constant-product-like price table and the chain's receipts
 * from `receipts`; Swap opened with `params`.
 */
async function openSwap(params: StartSwapParameters['params'] = {}, setup: Setup = {}) {
  const { ethBalance = '1.5', usdcBalance = '500', pool = { factor: 1 } } = setup
  const allowance = { value: setup.allowance ?? 0n }
  const receipts = [...(setup.receipts ?? [])]
  const sendErrors = [...(setup.sendErrors ?? [])]
  const server = await startHttpServer((request) => {
    const query = Object.fromEntries(request.query)
    if (request.path === '/v1/supported-chains') {
      return { status: 200, body: { http: [CHAIN], ws: [] } }
    }
    if (request.path.endsWith('/balance')) {
      return {
        status: 200,
        body: {
          balances: [
            {
              name: 'Ether',
              symbol: 'ETH',
              chainId: CHAIN,
              value: 0,
              price: 3000,
              quantity: { decimals: '18', numeric: ethBalance },
              iconUrl: '',
            },
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId: CHAIN,
              address: USDC,
              value: 0,
              price: 1,
              quantity: { decimals: '6', numeric: usdcBalance },
              iconUrl: '',
            },
          ],
        },
      }
    }
    if (request.path === '/v1/convert/tokens') {
      if (setup.tokens) return setup.tokens
      return { status: 200, body: { tokens: TOKENS } }
    }
    if (request.path === '/v1/fungible/price') {
      const addresses = (request.body as { addresses: string[] }).addresses
      return {
        status: 200,
        body: {
          fungibles: addresses.map((address) => ({
            address,
            price: PRICES[address],
            name: '',
            symbol: '',
            iconUrl: '',
          })),
        },
      }
    }
    if (request.path === '/v1/convert/quotes') {
      const { from = '', to = '' } = query
      if (to === `${CHAIN}:0x0000000000000000000000000000000000000bad`) {
        return { status: 400, body: { error: 'no_route', message: 'No route' } }
      }
      let fromAmount = BigInt(query.amount ?? 0)
      if (query.toAmount && setup.noExactOut) {
        return { status: 400, body: { error: 'invalid_parameter', message: 'amount is required' } }
      }
      if (query.toAmount) {
        // Exact output: the least input buying it (one more base unit covers the rounding).
        fromAmount =
          (BigInt(query.toAmount) * 10n ** 18n) / amountOut(from, to, 10n ** 18n, pool.factor) + 1n
      }
      return {
        status: 200,
        body: {
          quotes: [
            {
              from,
              to,
              fromAmount: String(fromAmount),
              toAmount: String(amountOut(from, to, fromAmount, pool.factor)),
              path: [from, to],
              priceImpact: 0.31,
              gas: String(SWAP_GAS),
              gasPrice: String(GAS_PRICE),
              fee: String(SWAP_GAS * GAS_PRICE),
            },
          ],
        },
      }
    }
    if (request.path === '/v1/convert/allowance') {
      return { status: 200, body: { allowance: String(allowance.value) } }
    }
    if (request.path === '/v1/convert/gas-price') {
      const standard = String(GAS_PRICE)
      return { status: 200, body: { standard, fast: standard, instant: standard } }
    }
    if (request.path === '/v1/convert/build-approve') {
      return {
        status: 200,
        body: { tx: { from: '0xaa', to: '0xusdc', data: '0x095ea7b3', value: '0', gas: '50000' } },
      }
    }
    if (request.path === '/v1/convert/build-transaction') {
      const body = request.body as { from: string; to: string; amount: string; slippage: number }
      const toAmount = amountOut(body.from, body.to, BigInt(body.amount), pool.factor)
      return {
        status: 200,
        body: {
          tx: {
            from: '0xaa',
            to: ROUTER,
            data: '0x38ed1739',
            value: body.from === ETH ? body.amount : '0',
            gas: '150000',
          },
          fromAmount: body.amount,
          toAmount: String(toAmount),
          toAmountMin: String((toAmount * BigInt(100 - body.slippage)) / 100n),
          path: [body.from, body.to],
          slippage: body.slippage,
          deadline: 0,
        },
      }
    }
    if (request.path === '/rpc') {
      const status = receipts.shift() ?? '0x1'
      return { status: 200, body: { jsonrpc: '2.0', id: 1, result: { status } } }
    }
    return { status: 404, body: { error: 'not_found' } }
  })
  cleanups.push(server.close)
  const scripted = createScriptedAdapter()
  const sent: SendTransactionParameters[] = []
  let count = 0
  const adapter: ChainAdapter = {
    ...scripted.adapter,
    async sendTransaction(parameters) {
      sent.push(parameters)
      setup.onSend?.()
      const error = sendErrors.shift()
      if (error) throw error
      count++
      return `0x${String(count).repeat(64)}`
    },
  }
  const network = { ...latchDevnet, rpcUrls: { default: { http: [`${server.url}/rpc`] } } }
  const client = createLatch({
    projectId: 'test-project',
    networks: [network, solanaDevnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    remoteConfig: false,
    endpoints: { apiUrl: server.url },
  })
  cleanups.push(() => client.destroy())
  await client.connect({ connectorId: 'dev.wallet' })
  await expect.poll(() => client.getState().accounts.eip155?.balance).toBe('1.5')
  const events: { event: LatchEventName; properties?: Record<string, unknown> }[] = []
  client.subscribeEvents(({ data }) =>
    events.push({ event: data.event, properties: data.properties }),
  )
  await client.open({ view: 'Swap', arguments: params })
  const entry = client.getState().history.at(-1) as StartSwapParameters
  startSwap(client, entry)
  const form = () => getSwapForm(client, client.getState(), client.getState().swap!)
  // A busy machine may take more than the default second for a first quote.
  const quoted = () =>
    expect.poll(() => client.getState().swap?.quote.status, { timeout: 5_000 }).toBe('ready')
  const requests = (path: string) => server.requests.filter((request) => request.path === path)
  return { client, entry, form, quoted, sent, events, requests, allowance }
}

describe('the form', () => {
  test('100 USDC → DAI from arguments: tokens by symbol, quote, rate, 1 % minimum, fee in ETH and $', async () => {
    const { client, form, quoted, events } = await openSwap({
      fromToken: 'usdc',
      toToken: 'DAI',
      amount: '100',
    })
    expect(events.filter(({ event }) => event === 'OPEN_SWAP')).toHaveLength(1)
    await quoted()
    expect(client.getState().swap?.toAmount).toBe('99.7')
    await expect.poll(() => form().fee?.usd).toBeCloseTo(0.54, 6)
    expect(form()).toMatchObject({
      from: { symbol: 'USDC', quantity: { numeric: '500' } },
      to: { symbol: 'DAI', quantity: { numeric: '0' } },
      rate: '0.997',
      priceImpact: 0.31,
      minimumReceived: '98.703',
      fee: { formatted: '0.00018', symbol: 'ETH' },
      needsApproval: true,
      action: 'approve',
      disabledReason: undefined,
      label: 'Approve USDC',
    })
  })

  test('the button says why, in order: no amount, not enough balance, quote loading, no route', async () => {
    const { client, form, quoted } = await openSwap({ fromToken: USDC, toToken: DAI })
    await expect.poll(() => form().label).toBe('Enter an amount')
    setSwapAmount(client, { side: 'from', amount: 'abc' })
    expect(form()).toMatchObject({ disabledReason: 'invalidAmount', label: 'Enter a valid amount' })
    setSwapAmount(client, { side: 'from', amount: '600' })
    // More than the balance: said at once, before any quote, and no approval offered.
    expect(form()).toMatchObject({
      disabledReason: 'insufficientBalance',
      label: 'Not enough USDC',
    })
    await quoted()
    expect(form().label).toBe('Not enough USDC')
    expect(await approveSwap(client)).toBeUndefined()
    setSwapAmount(client, { side: 'from', amount: '10' })
    expect(form()).toMatchObject({ disabledReason: 'quoteLoading', label: 'Getting a quote…' })
    await quoted()
    expect(form().label).toBe('Approve USDC')
    setSwapToken(client, {
      side: 'to',
      address: `${CHAIN}:0x0000000000000000000000000000000000000bad`,
    })
    expect(form()).toMatchObject({ disabledReason: 'selectToken', label: 'Select a token' })
  })

  test('no route for the pair: the button says so', async () => {
    const { client, form } = await openSwap(
      { fromToken: USDC, toToken: DAI, amount: '1' },
      {
        tokens: {
          status: 200,
          body: {
            tokens: [
              ...TOKENS,
              {
                address: `${CHAIN}:0x0000000000000000000000000000000000000bad`,
                symbol: 'BAD',
                name: 'Unpooled',
                decimals: 18,
                logoUri: '',
              },
            ],
          },
        },
      },
    )
    setSwapToken(client, { side: 'to', address: 'BAD' })
    await expect.poll(() => form().disabledReason).toBe('noRoute')
    expect(form().label).toBe('No route for this pair')
    expect(client.getState().swap?.toAmount).toBe('')
  })

  test('not enough ETH left for the fee: selling ETH counts the amount and the fee', async () => {
    const { client, form, quoted } = await openSwap({ toToken: DAI, amount: '1.5' })
    await quoted()
    // The whole balance: enough to sell, nothing left for gas.
    expect(form()).toMatchObject({
      amountCheck: 'ok',
      disabledReason: 'insufficientGas',
      label: 'Not enough ETH for the network fee',
    })
    await setSwapMaxAmount(client)
    // 1.5 less the fee's reserve (2.4 × 120,000 gas × 1 gwei): the wallet's limit fits.
    expect(client.getState().swap?.fromAmount).toBe('1.499712')
    await quoted()
    expect(form()).toMatchObject({ disabledReason: undefined, label: 'Swap', needsApproval: false })
  })

  test('selling USDC with no ETH at all: not enough ETH for the fee, and no approval offered', async () => {
    const { client, form, quoted } = await openSwap(
      { fromToken: USDC, toToken: DAI, amount: '100' },
      { ethBalance: '0' },
    )
    await quoted()
    expect(form().label).toBe('Not enough ETH for the network fee')
    expect(await approveSwap(client)).toBeUndefined()
    expect(client.getState().swap?.step).toBe('form')
  })

  test('Max of a token is its whole balance, whatever the fee', async () => {
    const { client, quoted } = await openSwap(
      { fromToken: USDC, toToken: DAI },
      { usdcBalance: '12.345678' },
    )
    await expect.poll(() => client.getState().swapTokens?.[CHAIN]?.status).toBe('ready')
    await expect.poll(() => client.getState().accounts.eip155?.tokenBalanceStatus).toBe('ready')
    await setSwapMaxAmount(client)
    expect(client.getState().swap?.fromAmount).toBe('12.345678')
    await quoted()
  })

  test('an amount typed in the "to" field is exact: the amount sold comes from the quote', async () => {
    const { client, quoted, requests } = await openSwap({ fromToken: USDC, toToken: DAI })
    setSwapAmount(client, { side: 'to', amount: '99.7' })
    await quoted()
    expect(client.getState().swap).toMatchObject({
      side: 'to',
      toAmount: '99.7',
      fromAmount: '100.000001',
    })
    expect(requests('/v1/convert/quotes').at(-1)?.query.get('toAmount')).toBe(
      '99700000000000000000',
    )
  })

  test('a server without exact-output quotes: a few exact-input quotes buy at least the amount typed', async () => {
    const { client, quoted, requests, form } = await openSwap(
      { fromToken: USDC, toToken: DAI },
      { noExactOut: true },
    )
    setSwapAmount(client, { side: 'to', amount: '250' })
    await quoted()
    const bought = BigInt(form().quote!.toAmount)
    expect(bought).toBeGreaterThanOrEqual(250n * 10n ** 18n)
    // At most 0.1 % over (and a base unit of rounding).
    expect(bought * 1000n).toBeLessThanOrEqual(250n * 10n ** 18n * 1001n + 10n ** 30n)
    expect(client.getState().swap).toMatchObject({ toAmount: '250', side: 'to' })
    expect(Number(client.getState().swap?.fromAmount)).toBeCloseTo(250 / 0.997, 0)
    expect(requests('/v1/convert/quotes').length).toBeLessThanOrEqual(5)
  })

  test("flip swaps tokens and amounts; choosing the other side's token flips too", async () => {
    const { client } = await openSwap({ fromToken: USDC, toToken: DAI, amount: '100' })
    flipSwap(client)
    expect(client.getState().swap).toMatchObject({
      fromToken: DAI,
      toToken: USDC,
      side: 'to',
      toAmount: '100',
    })
    setSwapToken(client, { side: 'from', address: USDC })
    expect(client.getState().swap).toMatchObject({ fromToken: USDC, toToken: DAI })
  })

  test('typing fast asks one quote, for the last amount, once typing pauses', async () => {
    const { client, quoted, requests } = await openSwap({ fromToken: USDC, toToken: DAI })
    for (const amount of ['1', '12', '123']) setSwapAmount(client, { side: 'from', amount })
    await new Promise((resolve) => setTimeout(resolve, SWAP_QUOTE_WAIT_MS / 2))
    expect(requests('/v1/convert/quotes')).toHaveLength(0)
    await quoted()
    expect(requests('/v1/convert/quotes').map((request) => request.query.get('amount'))).toEqual([
      '123000000',
    ])
  })
})

describe('refreshing', () => {
  test('a quote shown is asked again every 12 s while the form shows; it stays usable meanwhile', async () => {
    const { client, quoted, requests, form } = await openSwap({
      fromToken: USDC,
      toToken: DAI,
      amount: '100',
    })
    await quoted()
    const first = client.getState().swap?.quote
    expect(requests('/v1/convert/quotes')).toHaveLength(1)
    await expect
      .poll(() => requests('/v1/convert/quotes').length, { timeout: SWAP_QUOTE_REFRESH_MS + 5_000 })
      .toBe(2)
    // The same form: the button never went back to waiting for a quote.
    expect(form().disabledReason).toBeUndefined()
    // The new answer replaces it: received later, no longer refreshing.
    const firstAt = first?.status === 'ready' ? first.at : 0
    await expect
      .poll(() => {
        const quote = client.getState().swap?.quote
        return quote?.status === 'ready' && !quote.refreshing && quote.at > firstAt
      })
      .toBe(true)
  }, 30_000)
})

describe('networks', () => {
  test("a network the server doesn't route: 'Network not supported for Swaps'", async () => {
    const { client, form } = await openSwap(
      {},
      {
        tokens: {
          status: 400,
          body: { error: 'swaps_unsupported_network', message: 'Network not supported for Swaps' },
        },
      },
    )
    await expect
      .poll(() => client.getState().swapTokens?.[CHAIN])
      .toEqual({ status: 'unsupported' })
    expect(form()).toMatchObject({
      disabledReason: 'unsupportedNetwork',
      label: 'Network not supported for Swaps',
    })
  })

  test('Solana: unsupported without asking the server', async () => {
    const { client, requests } = await openSwap()
    const before = requests('/v1/convert/tokens').length
    expect(await fetchSwapTokens(client, { caipNetworkId: solanaDevnet.caipNetworkId })).toEqual({
      status: 'unsupported',
    })
    expect(requests('/v1/convert/tokens')).toHaveLength(before)
  })

  test('leaving the view ends state.swap; a late quote writes nothing', async () => {
    const { client } = await openSwap({ fromToken: USDC, toToken: DAI, amount: '5' })
    const asked = fetchSwapQuote(client)
    goBack(client)
    expect(client.getState().swap).toBeUndefined()
    expect(await asked).toBeUndefined()
    expect(client.getState().swap).toBeUndefined()
  })
})

describe('swapping', () => {
  test('100 USDC → DAI: approve (mined), then the swap with its gas; SWAP_INITIATED, SWAP_SUCCESS', async () => {
    const { client, quoted, sent, events, allowance, requests } = await openSwap({
      fromToken: USDC,
      toToken: DAI,
      amount: '100',
    })
    await quoted()
    const steps: string[] = []
    client.subscribe((state) => {
      if (state.swap && steps.at(-1) !== state.swap.step) steps.push(state.swap.step)
    })
    allowance.value = 100_000_000n // what the approval leaves on chain
    const result = await submitSwap(client)
    expect(result?.hash).toMatch(/^0x2{64}$/)
    expect(steps).toEqual([
      'approveWallet',
      'approvePending',
      'form',
      'swapWallet',
      'swapPending',
      'success',
    ])
    expect(requests('/v1/convert/build-approve')[0]?.query.get('amount')).toBe('100000000')
    expect(sent.map(({ to, data, gas, value }) => ({ to, data, gas, value }))).toEqual([
      { to: '0xusdc', data: '0x095ea7b3', gas: 50_000n, value: 0n },
      { to: ROUTER, data: '0x38ed1739', gas: 150_000n, value: 0n },
    ])
    expect(requests('/v1/convert/build-transaction')[0]?.body).toMatchObject({
      projectId: 'test-project',
      amount: '100000000',
      slippage: 1,
    })
    expect(client.getState().swap).toMatchObject({
      hash: result?.hash,
      submitted: { toAmountMin: 98_703_000_000_000_000_000n },
    })
    expect(events.map(({ event }) => event).filter((event) => event.startsWith('SWAP'))).toEqual([
      'SWAP_INITIATED',
      'SWAP_SUCCESS',
    ])
    expect(events.find(({ event }) => event === 'SWAP_SUCCESS')?.properties).toMatchObject({
      network: CHAIN,
      from: 'USDC',
      to: 'DAI',
      fromAmount: '100',
      hash: result?.hash,
    })
  })

  test('an allowance that covers the amount: no approval', async () => {
    const { client, quoted, sent, form } = await openSwap(
      { fromToken: USDC, toToken: DAI, amount: '100' },
      { allowance: 100_000_000n },
    )
    await quoted()
    expect(form()).toMatchObject({ needsApproval: false, label: 'Swap' })
    expect(await submitSwap(client)).toBeDefined()
    expect(sent).toHaveLength(1)
  })

  test('the swap reverts because the pool moved: SwapPriceMovedError; retry shows a fresh quote and sends nothing', async () => {
    const pool = { factor: 1 }
    const { client, quoted, sent, events } = await openSwap(
      { fromToken: USDC, toToken: DAI, amount: '100' },
      {
        allowance: 10n ** 30n,
        receipts: ['0x0'],
        pool,
        // The pool moves after the swap was built, while the wallet asks.
        onSend: () => {
          pool.factor = 0.95
        },
      },
    )
    await quoted()
    const done = submitSwap(client)
    expect(await done).toBeUndefined()
    const { swap } = client.getState()
    expect(swap?.step).toBe('failed')
    expect(swap?.error).toBeInstanceOf(SwapPriceMovedError)
    expect((swap!.error as SwapPriceMovedError).cause).toBeInstanceOf(SwapRevertedError)
    expect(events.at(-1)).toMatchObject({
      event: 'SWAP_ERROR',
      properties: { errorType: 'SwapPriceMovedError' },
    })
    await retrySwap(client)
    expect(sent).toHaveLength(1)
    expect(client.getState().swap).toMatchObject({ step: 'form', toAmount: '94.715' })
  })

  test('the price moved between the quote shown and the build: nothing is sent', async () => {
    const pool = { factor: 1 }
    const { client, quoted, sent } = await openSwap(
      { fromToken: USDC, toToken: DAI, amount: '100' },
      { allowance: 10n ** 30n, pool },
    )
    await quoted()
    pool.factor = 0.98
    expect(await submitSwap(client)).toBeUndefined()
    expect(client.getState().swap?.error).toBeInstanceOf(SwapPriceMovedError)
    expect(sent).toHaveLength(0)
  })

  test('declined in the wallet: TransactionRejectedError, SWAP_REJECTED; retry sends again', async () => {
    const { client, quoted, sent, events } = await openSwap(
      { toToken: DAI, amount: '0.1' },
      { sendErrors: [walletError(4001)] },
    )
    await quoted()
    expect(await submitSwap(client)).toBeUndefined()
    expect(client.getState().swap?.error).toBeInstanceOf(TransactionRejectedError)
    expect(events.at(-1)?.event).toBe('SWAP_REJECTED')
    expect(await retrySwap(client)).toBeDefined()
    expect(client.getState().swap?.step).toBe('success')
    // ETH sold as value, no approval.
    expect(sent.map(({ value }) => value)).toEqual([10n ** 17n, 10n ** 17n])
  })
})
