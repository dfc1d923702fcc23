import { afterEach, describe, expect, test } from 'vitest'
import { editOnramp } from '../actions/editOnramp.ts'
import { goBack } from '../actions/goBack.ts'
import { openOnrampProvider } from '../actions/openOnrampProvider.ts'
import { setOnrampAmount } from '../actions/setOnrampAmount.ts'
import { setOnrampPaymentMethod } from '../actions/setOnrampPaymentMethod.ts'
import { setOnrampProvider } from '../actions/setOnrampProvider.ts'
import { setOnrampToken } from '../actions/setOnrampToken.ts'
import { type StartOnrampParameters, startOnramp } from '../actions/startOnramp.ts'
import type {
  OnrampOptionsAnswer,
  OnrampOrder,
  OnrampQuote,
  OnrampQuoteBody,
  OnrampUrlBody,
} from '../api/onramp.ts'
import { createLatch } from '../client/createLatch.ts'
import type { LatchEventName } from '../events/events.ts'
import { latchDevnet, solanaDevnet } from '../networks/builtin.ts'
import { createMemoryStorage } from '../storage/createStorage.ts'
import { createScriptedAdapter } from '../test/createScriptedAdapter.ts'
import { type Answer, startHttpServer } from '../test/startHttpServer.ts'
import { OnrampOrderFailedError } from './errors.ts'
import { getOnrampForm } from './onrampForm.ts'

const USDC = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const ADDRESS = '0x00000000000000000000000000000000000000aa'
const OPTIONS: OnrampOptionsAnswer = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        {
          name: 'latch-devnet',
          display_name: 'Latch Devnet',
          chain_id: '31337',
          contract_address: '',
        },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'latch-devnet',
          display_name: 'Latch Devnet',
          chain_id: '31337',
          contract_address: USDC,
        },
      ],
    },
  ],
  paymentCurrencies: ['USD', 'EUR'].map((id) => ({
    id,
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ],
  })),
}

/** A provider's quote as the contract's stand-ins make it: `percent` fee, no network fee. */
function quote(provider: 'coinbase' | 'moonpay', body: OnrampQuoteBody, percent: number) {
  const total = Number(body.amount)
  const fee = Math.round(total * percent) / 100
  const usd = (amount: number) => ({ amount: amount.toFixed(2), currency: body.paymentCurrency })
  return {
    provider,
    providerName: provider === 'coinbase' ? 'Coinbase' : 'MoonPay',
    purchaseAmount: { amount: (total - fee).toFixed(6), currency: body.purchaseCurrency },
    paymentSubtotal: usd(total - fee),
    paymentTotal: usd(total),
    networkFee: usd(0),
    providerFee: usd(fee),
    quoteId: `${provider}-q`,
  } satisfies OnrampQuote
}

type Setup = {
  /** Answers GET /v1/onramp/options instead of the options above. */
  options?: Answer
  /** The providers up (both by default). */
  up?: ('coinbase' | 'moonpay')[]
  /** Answers POST /v1/onramp/quote instead. */
  quotes?: (body: OnrampQuoteBody) => Answer
  /** The statuses the order goes through, one per status request. */
  statuses?: OnrampOrder['status'][]
}

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Connected as 0x…aa on Latch Devnet, a server speaking the on-ramp contract, Buy opened. */
async function openBuy(params: StartOnrampParameters['params'] = {}, setup: Setup = {}) {
  const statuses = [...(setup.statuses ?? ['pending', 'completed'])]
  const up = setup.up ?? ['coinbase', 'moonpay']
  const server = await startHttpServer((request) => {
    if (request.path === '/v1/supported-chains') {
      return { status: 200, body: { http: [latchDevnet.caipNetworkId], ws: [] } }
    }
    if (request.path.endsWith('/balance')) return { status: 200, body: { balances: [] } }
    if (request.path.endsWith('/history')) return { status: 200, body: { data: [], next: null } }
    if (request.path === '/v1/onramp/options')
      return setup.options ?? { status: 200, body: OPTIONS }
    if (request.path === '/v1/onramp/quote') {
      const body = request.body as OnrampQuoteBody
      if (setup.quotes) return setup.quotes(body)
      const quotes = [
        ...(up.includes('coinbase') ? [quote('coinbase', body, 1.5)] : []),
        ...(up.includes('moonpay') ? [quote('moonpay', body, 1)] : []),
      ]
      return { status: 200, body: { quotes } }
    }
    if (request.path === '/v1/generators/onrampurl') {
      const body = request.body as OnrampUrlBody
      return {
        status: 200,
        body: { url: `http://127.0.0.1:9/${body.provider}?address=${ADDRESS}`, orderId: 'order-1' },
      }
    }
    if (request.path.startsWith('/v1/onramp/orders/')) {
      const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!
      return {
        status: 200,
        body: {
          id: 'order-1',
          status,
          purchaseAmount: '49.500000',
          currency: 'USDC',
          network: 'latch-devnet',
          address: ADDRESS,
          ...(status === 'completed' ? { txHash: `0x${'ab'.repeat(32)}` } : {}),
        } satisfies OnrampOrder,
      }
    }
    return { status: 404, body: { error: 'not_found', message: 'Not found' } }
  })
  cleanups.push(server.close)
  const scripted = createScriptedAdapter()
  const client = createLatch({
    projectId: 'test-project',
    networks: [latchDevnet, solanaDevnet],
    adapters: [scripted.adapter],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    remoteConfig: false,
    endpoints: { apiUrl: server.url },
  })
  cleanups.push(() => client.destroy())
  await client.connect({ connectorId: 'dev.wallet' })
  const events: { event: LatchEventName; properties?: Record<string, unknown> }[] = []
  client.subscribeEvents(({ data }) =>
    events.push({ event: data.event, properties: data.properties }),
  )
  await client.open({ view: 'OnRampProviders', arguments: params })
  const entry = client.getState().history.at(-1) as StartOnrampParameters
  startOnramp(client, entry)
  const form = () => getOnrampForm(client, client.getState().onramp!)
  const quoted = () =>
    expect.poll(() => client.getState().onramp?.quotes.status, { timeout: 5_000 }).toBe('ready')
  const requests = (path: string) =>
    server.requests.filter((request) => request.path.startsWith(path))
  return { client, entry, form, quoted, events, requests }
}

/** A stand-in for the browser's window.open: records the window and where it was sent. */
function fakeWindowOpen() {
  const opened: { location: { href: string }; closed: boolean; opener: unknown; close(): void }[] =
    []
  const open = () => {
    const popup = {
      location: { href: 'about:blank' },
      closed: false,
      opener: {},
      document: { title: '', body: { textContent: '' } },
      close() {
        popup.closed = true
      },
    }
    opened.push(popup)
    return popup
  }
  const globals = globalThis as { open?: unknown }
  const before = globals.open
  globals.open = open
  cleanups.push(() => {
    globals.open = before
  })
  return opened
}

describe('the form', () => {
  test('options in, USDC picked on the network; 50 USD quoted by both providers, most received first', async () => {
    const { client, form, quoted, events, requests } = await openBuy({ amount: '50' })
    expect(events.map(({ event }) => event)).toContain('OPEN_BUY')
    await quoted()
    expect(form().token).toMatchObject({ id: 'USDC', network: { name: 'latch-devnet' } })
    expect(form().tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(requests('/v1/onramp/quote').at(-1)?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'latch-devnet',
      paymentMethod: 'card',
    })
    expect(form().quotes.map((entry) => [entry.provider, entry.purchaseAmount.amount])).toEqual([
      ['moonpay', '49.500000'],
      ['coinbase', '49.250000'],
    ])
    expect(client.getState().onramp?.provider).toBe('moonpay')
    expect(form()).toMatchObject({ disabledReason: undefined, label: 'Continue with MoonPay' })
    setOnrampProvider(client, 'coinbase')
    expect(form().label).toBe('Continue with Coinbase')
  })

  test('card limits: 5 and 8,000 USD refused with the limit; bank account: 20,000 USD allowed', async () => {
    const { client, form, quoted, requests } = await openBuy()
    await expect.poll(() => form().token?.id).toBe('USDC')
    setOnrampAmount(client, '5')
    expect(form()).toMatchObject({
      amountError: 'Minimum is 10.00 USD',
      disabledReason: 'belowMinimum',
      label: 'Minimum is 10.00 USD',
    })
    setOnrampAmount(client, '8000')
    expect(form()).toMatchObject({
      amountError: 'Maximum is 7,500.00 USD',
      disabledReason: 'aboveMaximum',
    })
    // Refused amounts are never quoted.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(requests('/v1/onramp/quote')).toHaveLength(0)
    expect(client.getState().onramp?.quotes.status).toBe('idle')
    setOnrampPaymentMethod(client, 'bank_account')
    setOnrampAmount(client, '20000')
    expect(form().amountError).toBeUndefined()
    await quoted()
    expect(requests('/v1/onramp/quote').at(-1)?.body).toMatchObject({
      amount: '20000.00',
      paymentMethod: 'bank_account',
    })
    expect(form().disabledReason).toBeUndefined()
    setOnrampAmount(client, '25000,01')
    expect(form().amountError).toBe('Maximum is 25,000.00 USD')
    setOnrampAmount(client, '12.345')
    expect(form().amountError).toBe('Enter a valid amount')
  })

  test('typing asks once, when it pauses', async () => {
    const { client, quoted, requests } = await openBuy()
    await expect.poll(() => client.getState().onramp?.purchaseCurrency).toBe('USDC')
    for (const text of ['1', '12', '120']) setOnrampAmount(client, text)
    await quoted()
    expect(requests('/v1/onramp/quote').map((request) => request.body)).toMatchObject([
      { amount: '120.00' },
    ])
    setOnrampToken(client, { purchaseCurrency: 'ETH' })
    await expect
      .poll(() => requests('/v1/onramp/quote').at(-1)?.body)
      .toMatchObject({ purchaseCurrency: 'ETH' })
  })

  test("the server's own limit comes back as the limit's message", async () => {
    const { client, form } = await openBuy(
      { amount: '15' },
      {
        quotes: () => ({
          status: 400,
          body: {
            error: 'amount_below_minimum',
            message: 'Minimum is 20.00 USD',
            min: '20.00',
            max: '7500.00',
          },
        }),
      },
    )
    await expect.poll(() => client.getState().onramp?.quotes.status).toBe('error')
    expect(form()).toMatchObject({ disabledReason: 'quoteError', label: 'Minimum is 20.00 USD' })
  })
  test('nothing sold on the network: no currency to pick, and the button says so', async () => {
    const elsewhere = {
      ...OPTIONS,
      purchaseCurrencies: OPTIONS.purchaseCurrencies.map((currency) => ({
        ...currency,
        networks: currency.networks.map((entry) => ({ ...entry, chain_id: '1' })),
      })),
    }
    const { client, form, requests } = await openBuy(
      { amount: '50' },
      { options: { status: 200, body: elsewhere } },
    )
    await expect.poll(() => client.getState().onramp?.options.status).toBe('ready')
    expect(form()).toMatchObject({
      tokens: [],
      disabledReason: 'selectToken',
      label: 'Nothing to buy on this network',
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(requests('/v1/onramp/quote')).toHaveLength(0)
  })
})

describe('providers down (SPEC §7 fallbacks)', () => {
  test('one provider down: the other quotes and is picked', async () => {
    const { client, form, quoted } = await openBuy({ amount: '50' }, { up: ['coinbase'] })
    await quoted()
    expect(form().quotes.map((entry) => entry.provider)).toEqual(['coinbase'])
    expect(client.getState().onramp?.provider).toBe('coinbase')
    expect(form().disabledReason).toBeUndefined()
  })

  test("the server's estimate (both down): shown, marked, and nobody to continue with", async () => {
    const opened = fakeWindowOpen()
    const estimate = (body: OnrampQuoteBody): Answer => ({
      status: 200,
      body: {
        quotes: [{ ...quote('coinbase', body, 2), providerName: 'Estimate', estimated: true }],
      },
    })
    const { client, form, quoted, requests } = await openBuy({ amount: '50' }, { quotes: estimate })
    await quoted()
    expect(form().quotes[0]?.estimated).toBe(true)
    expect(form()).toMatchObject({
      disabledReason: 'estimated',
      label: 'Providers unavailable, try again later',
    })
    expect(await openOnrampProvider(client)).toBeUndefined()
    expect(opened).toHaveLength(0)
    expect(requests('/v1/generators/onrampurl')).toHaveLength(0)
  })

  test("options and quotes unreachable: SPEC's default USDC and ETH lists and the kit's own estimate", async () => {
    const { client, form, quoted } = await openBuy(
      { amount: '50' },
      {
        options: { status: 503, body: { error: 'unavailable', message: 'down' } },
        quotes: () => ({ status: 502, body: {} }),
      },
    )
    await quoted()
    const { options } = client.getState().onramp!
    expect(options).toMatchObject({ status: 'ready', fallback: true })
    expect(form().tokens.map((token) => token.symbol)).toEqual(['USDC', 'ETH'])
    expect(form().quotes).toEqual([
      expect.objectContaining({
        estimated: true,
        purchaseAmount: { amount: '49.00', currency: 'USDC' },
        providerFee: { amount: '1.00', currency: 'USD' },
      }),
    ])
    expect(form().disabledReason).toBe('estimated')
    setOnrampAmount(client, '5')
    expect(form().amountError).toBe('Minimum is 10.00 USD')
  })
})

describe('at the provider', () => {
  test('Continue opens a window in the click, sends it to the provider with the address, follows the order to success, then refreshes', async () => {
    const opened = fakeWindowOpen()
    const { client, quoted, events, requests } = await openBuy({ amount: '50' })
    await quoted()
    const pending = openOnrampProvider(client, { provider: 'coinbase' })
    // Opened before any answer: inside the visitor's click.
    expect(opened).toHaveLength(1)
    expect(opened[0]?.opener).toBeNull()
    expect(client.getState().onramp?.step).toBe('opening')
    expect(await pending).toEqual({
      url: `http://127.0.0.1:9/coinbase?address=${ADDRESS}`,
      orderId: 'order-1',
    })
    expect(opened[0]?.location.href).toBe(`http://127.0.0.1:9/coinbase?address=${ADDRESS}`)
    expect(requests('/v1/generators/onrampurl')[0]?.body).toEqual({
      provider: 'coinbase',
      destinationWallets: [{ address: ADDRESS, blockchains: ['latch-devnet'], assets: ['USDC'] }],
      defaultNetwork: 'latch-devnet',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      purchaseCurrency: 'USDC',
      presetFiatAmount: '50.00',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    })
    expect(client.getState().onramp).toMatchObject({
      step: 'waiting',
      order: { provider: 'coinbase', id: 'order-1', status: 'pending', windowOpened: true },
    })
    const balanceReads = requests('/v1/account/').filter((r) => r.path.endsWith('/balance')).length
    await expect.poll(() => client.getState().onramp?.step, { timeout: 8_000 }).toBe('success')
    expect(client.getState().onramp?.order).toMatchObject({
      status: 'completed',
      purchaseAmount: '49.500000',
      currency: 'USDC',
      txHash: `0x${'ab'.repeat(32)}`,
    })
    expect(requests('/v1/onramp/orders/coinbase/order-1').length).toBeGreaterThanOrEqual(2)
    expect(events.map(({ event }) => event)).toEqual(
      expect.arrayContaining(['SELECT_BUY_PROVIDER', 'BUY_SUCCESS']),
    )
    expect(events.find(({ event }) => event === 'BUY_SUCCESS')?.properties).toMatchObject({
      provider: 'coinbase',
      purchaseAmount: '49.500000',
      network: latchDevnet.caipNetworkId,
    })
    // Balances and activity read again, past the caches.
    await expect
      .poll(() => requests('/v1/account/').filter((r) => r.path.endsWith('/balance')).length)
      .toBeGreaterThan(balanceReads)
    await expect
      .poll(() => requests('/v1/account/').filter((r) => r.path.endsWith('/history')).length)
      .toBeGreaterThan(0)
  })

  test('the provider fails the order: failed, BUY_ERROR; Edit goes back to the form', async () => {
    fakeWindowOpen()
    const { client, quoted, events } = await openBuy({ amount: '50' }, { statuses: ['failed'] })
    await quoted()
    await openOnrampProvider(client)
    await expect.poll(() => client.getState().onramp?.step, { timeout: 8_000 }).toBe('failed')
    expect(client.getState().onramp?.error).toBeInstanceOf(OnrampOrderFailedError)
    expect(events.find(({ event }) => event === 'BUY_ERROR')?.properties).toMatchObject({
      errorType: 'OnrampOrderFailedError',
      provider: 'moonpay',
    })
    editOnramp(client)
    expect(client.getState().onramp).toMatchObject({ step: 'form', amount: '50' })
  })

  test('no window (blocked, or outside a browser): the page is offered as a link', async () => {
    const { client, quoted } = await openBuy({ amount: '50' }, { statuses: ['pending'] })
    await quoted()
    await openOnrampProvider(client)
    expect(client.getState().onramp?.order).toMatchObject({
      windowOpened: false,
      url: expect.stringContaining('/moonpay?address='),
    })
  })

  test('leaving the view ends the purchase and its polling', async () => {
    fakeWindowOpen()
    const { client, quoted, requests } = await openBuy({ amount: '50' }, { statuses: ['pending'] })
    await quoted()
    await openOnrampProvider(client)
    goBack(client)
    await expect.poll(() => client.getState().onramp).toBeUndefined()
    const asked = requests('/v1/onramp/orders/').length
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(requests('/v1/onramp/orders/').length).toBeLessThanOrEqual(asked + 1)
  })
})
