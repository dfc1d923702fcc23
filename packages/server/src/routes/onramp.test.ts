import type { OnrampOptionsAnswer, OnrampQuoteAnswer, OnrampUrlAnswer } from '@latch/core/api'
import {
  DEVNET_ACCOUNTS,
  DEVNET_START_TIMEOUT_MS,
  DEVNET_TOKENS,
  type Devnet,
  type OnrampProviders,
  startDevnet,
  startOnrampProviders,
} from '@latch/devnet'
import { MoonPay } from '@moonpay/moonpay-node'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createServerApp } from '../app/createServerApp.ts'
import type { Db } from '../db/db.ts'
import type { OnrampConfig } from '../onramp/types.ts'
import { devnetChainConfigs } from '../testing/devnetChains.ts'
import { useTestDb, withProject } from '../testing/testDb.ts'

// Ports of this file (helper range 9400–9419): the stand-ins, and two where nothing listens.
const PORTS = [9410, 9411] as const
const NOBODY = ['http://127.0.0.1:9412', 'http://127.0.0.1:9413'] as const
const buyer = DEVNET_ACCOUNTS[4].address

let devnet: Devnet
let onramp: OnrampProviders
let db: Db
let app: ReturnType<typeof createServerApp>

beforeAll(async () => {
  db = await useTestDb()
  devnet = await startDevnet({ ports: [0, 0] })
  onramp = await startOnrampProviders({ chains: devnet.chains, ports: PORTS })
  app = serverWith(onramp.serverConfig)
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await onramp?.stop()
  await devnet?.stop()
})

function serverWith(config: OnrampConfig | undefined, rateLimitPerMinute = 10_000) {
  return createServerApp({
    db,
    chains: devnetChainConfigs(devnet, true),
    onramp: config,
    rateLimitPerMinute,
  })
}

/** The stand-ins' config with these providers pointing where nothing listens. */
function withDown(...down: ('coinbase' | 'moonpay')[]): OnrampConfig {
  return {
    providers: onramp.serverConfig.providers.map((provider, index) =>
      down.includes(provider.id)
        ? { ...provider, apiUrl: NOBODY[index]!, widgetUrl: NOBODY[index]! }
        : provider,
    ),
  }
}

async function call<T>(
  target: ReturnType<typeof createServerApp>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  const response = await target.request(withProject(path), {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const quoteBody = (amount: string, paymentMethod = 'card', extra: object = {}) => ({
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount,
  network: 'latch-devnet',
  paymentMethod,
  ...extra,
})

const urlBody = (provider: string, extra: object = {}) => ({
  provider,
  destinationWallets: [{ address: buyer, blockchains: ['latch-devnet'], assets: ['USDC'] }],
  defaultNetwork: 'latch-devnet',
  partnerUserId: buyer,
  defaultExperience: 'buy',
  presetFiatAmount: '50',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  ...extra,
})

describe('GET /v1/onramp/options', () => {
  test('USDC and ETH on both devnet chains, USD and EUR with the limits per method', async () => {
    const { status, body } = await call<OnrampOptionsAnswer>(app, 'GET', '/v1/onramp/options')
    expect(status).toBe(200)
    expect(body.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(body.purchaseCurrencies[0]!.networks).toEqual([
      {
        name: 'latch-devnet',
        display_name: 'Latch Devnet',
        chain_id: '31337',
        contract_address: DEVNET_TOKENS.usdc.address,
      },
      {
        name: 'latch-devnet-2',
        display_name: 'Latch Devnet 2',
        chain_id: '31338',
        contract_address: DEVNET_TOKENS.usdc.address,
      },
    ])
    expect(body.purchaseCurrencies[1]!.networks[0]).toMatchObject({ contract_address: '' })
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ])
  })

  test('both providers down: the default USDC and ETH lists from the server chains', async () => {
    const { status, body } = await call<OnrampOptionsAnswer>(
      serverWith(withDown('coinbase', 'moonpay')),
      'GET',
      '/v1/onramp/options',
    )
    expect(status).toBe(200)
    expect(body.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(body.purchaseCurrencies[1]!.networks.map((network) => network.name)).toEqual([
      'latch-devnet',
      'latch-devnet-2',
    ])
  })
})

describe('POST /v1/onramp/quote', () => {
  test('50 USD of USDC by card: a quote from each provider, fees 1–2 %', async () => {
    const { status, body } = await call<OnrampQuoteAnswer>(
      app,
      'POST',
      '/v1/onramp/quote',
      quoteBody('50'),
    )
    expect(status).toBe(200)
    expect(body.quotes).toEqual([
      {
        provider: 'coinbase',
        providerName: 'Coinbase',
        purchaseAmount: { amount: '49.250000', currency: 'USDC' },
        paymentSubtotal: { amount: '49.25', currency: 'USD' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        providerFee: { amount: '0.75', currency: 'USD' },
        quoteId: expect.any(String),
      },
      {
        provider: 'moonpay',
        providerName: 'MoonPay',
        purchaseAmount: { amount: '49.400000', currency: 'USDC' },
        paymentSubtotal: { amount: '49.40', currency: 'USD' },
        paymentTotal: { amount: '50.00', currency: 'USD' },
        networkFee: { amount: '0.10', currency: 'USD' },
        providerFee: { amount: '0.50', currency: 'USD' },
        quoteId: expect.any(String),
      },
    ])
    for (const quote of body.quotes) {
      const fees = Number(quote.networkFee.amount) + Number(quote.providerFee.amount)
      expect(fees / 50).toBeGreaterThanOrEqual(0.01)
      expect(fees / 50).toBeLessThanOrEqual(0.02)
    }
  })

  test.each([
    ['5', 'card', 'amount_below_minimum', 'Minimum is 10.00 USD', '7500.00'],
    ['8000', 'card', 'amount_above_maximum', 'Maximum is 7,500.00 USD', '7500.00'],
    ['9.99', 'bank_account', 'amount_below_minimum', 'Minimum is 10.00 USD', '25000.00'],
    ['25000.01', 'bank_account', 'amount_above_maximum', 'Maximum is 25,000.00 USD', '25000.00'],
  ])('%s USD by %s: 400 %s', async (amount, method, code, message, max) => {
    const { status, body } = await call(app, 'POST', '/v1/onramp/quote', quoteBody(amount, method))
    expect(status).toBe(400)
    expect(body).toEqual({ error: code, message, min: '10.00', max, currency: 'USD' })
  })

  test('20,000 USD by bank account and 7,500 by card are quoted', async () => {
    const bank = await call<OnrampQuoteAnswer>(
      app,
      'POST',
      '/v1/onramp/quote',
      quoteBody('20000.00', 'bank_account'),
    )
    expect(bank.status).toBe(200)
    expect(bank.body.quotes.map((quote) => quote.provider)).toEqual(['coinbase', 'moonpay'])
    const card = await call(app, 'POST', '/v1/onramp/quote', quoteBody('7500', 'card'))
    expect(card.status).toBe(200)
  })

  test('EUR, ETH on the second chain by its CAIP-2 id, only the provider asked for', async () => {
    const { status, body } = await call<OnrampQuoteAnswer>(app, 'POST', '/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: 100,
      network: 'eip155:31338',
      provider: 'moonpay',
    })
    expect(status).toBe(200)
    expect(body.quotes).toHaveLength(1)
    expect(body.quotes[0]).toMatchObject({
      provider: 'moonpay',
      paymentTotal: { amount: '100.00', currency: 'EUR' },
      purchaseAmount: { currency: 'ETH' },
    })
  })

  test('one provider down: the other still quotes', async () => {
    for (const down of ['coinbase', 'moonpay'] as const) {
      const { status, body } = await call<OnrampQuoteAnswer>(
        serverWith(withDown(down)),
        'POST',
        '/v1/onramp/quote',
        quoteBody('50'),
      )
      expect(status).toBe(200)
      expect(body.quotes.map((quote) => quote.provider)).toEqual(
        down === 'coinbase' ? ['moonpay'] : ['coinbase'],
      )
      expect(body.quotes[0]!.estimated).toBeUndefined()
    }
  })

  test('both down: an estimate per provider, flagged estimated', async () => {
    const { status, body } = await call<OnrampQuoteAnswer>(
      serverWith(withDown('coinbase', 'moonpay')),
      'POST',
      '/v1/onramp/quote',
      quoteBody('50'),
    )
    expect(status).toBe(200)
    expect(body.quotes).toHaveLength(2)
    for (const quote of body.quotes) {
      expect(quote).toMatchObject({
        estimated: true,
        quoteId: `estimate-${quote.provider}`,
        purchaseAmount: { amount: '49.250000', currency: 'USDC' },
        providerFee: { amount: '0.75', currency: 'USD' },
      })
    }
  })

  test('no providers configured: the estimate too', async () => {
    const { body } = await call<OnrampQuoteAnswer>(
      serverWith(undefined),
      'POST',
      '/v1/onramp/quote',
      quoteBody('50'),
    )
    expect(body.quotes.every((quote) => quote.estimated === true)).toBe(true)
  })

  test.each([
    [{ purchaseCurrency: 'DOGE' }, 'unsupported_currency'],
    [{ network: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }, 'unsupported_network'],
    [{ paymentCurrency: 'GBP' }, 'unsupported_currency'],
    [{ provider: 'ramp' }, 'unsupported_provider'],
    [{ amount: '10.001' }, 'invalid_parameter'],
    [{ paymentMethod: 'paypal' }, 'invalid_parameter'],
  ])('%o: 400 %s', async (change, code) => {
    const { status, body } = await call<{ error: string }>(app, 'POST', '/v1/onramp/quote', {
      ...quoteBody('50'),
      ...change,
    })
    expect(status).toBe(400)
    expect(body.error).toBe(code)
  })
})

describe('POST /v1/generators/onrampurl and the order', () => {
  const usdc = createPublicClientFor()
  function createPublicClientFor() {
    return {
      balance: async () => {
        const client = createPublicClient({ chain: devnet.chains[0].chain, transport: http() })
        return client.readContract({
          address: DEVNET_TOKENS.usdc.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [buyer],
        })
      },
    }
  }

  test('MoonPay: the URL is signed here and verifies with the real SDK; changed, it is refused', async () => {
    const { status, body } = await call<OnrampUrlAnswer>(
      app,
      'POST',
      '/v1/generators/onrampurl',
      urlBody('moonpay'),
    )
    expect(status).toBe(200)
    const moonpay = onramp.moonpay.config
    expect(body.url).not.toContain(moonpay.secretKey)
    expect(new MoonPay(moonpay.secretKey).url.isSignatureValid(body.url)).toBe(true)
    const url = new URL(body.url)
    expect(url.searchParams.get('walletAddress')).toBe(buyer)
    expect(url.searchParams.get('externalTransactionId')).toBe(body.orderId)
    expect((await fetch(body.url)).status).toBe(200)
    url.searchParams.set('baseCurrencyAmount', '10')
    expect(new MoonPay(moonpay.secretKey).url.isSignatureValid(url.href)).toBe(false)
    const changed = await fetch(url)
    expect(changed.status).toBe(403)
    expect(await changed.text()).toContain('Invalid signature')
  })

  test('Coinbase: session token, page with the address, Pay credits the quoted USDC, the order completes', async () => {
    const quote = await call<OnrampQuoteAnswer>(app, 'POST', '/v1/onramp/quote', {
      ...quoteBody('50'),
      provider: 'coinbase',
    })
    const quoted = quote.body.quotes[0]!.purchaseAmount.amount
    const { status, body } = await call<OnrampUrlAnswer>(
      app,
      'POST',
      '/v1/generators/onrampurl',
      urlBody('coinbase'),
    )
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(url.searchParams.get('sessionToken')).toMatch(/^[\w-]{20,}$/)
    expect(body.url).not.toContain(onramp.coinbase.config.apiSecret)
    const orderPath = `/v1/onramp/orders/coinbase/${body.orderId}`
    // Not opened yet: pending.
    expect((await call(app, 'GET', orderPath)).body).toEqual({
      id: body.orderId,
      status: 'pending',
    })
    const page = await fetch(body.url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(buyer)
    const before = await usdc.balance()
    const paid = await fetch(
      new URL(`/orders/${body.orderId}/pay`, onramp.coinbase.config.widgetUrl),
      {
        method: 'POST',
        body: 'method=card',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    )
    expect(paid.status).toBe(200)
    expect((await usdc.balance()) - before).toBe(parseUnits(quoted, 6))
    const order = await call<Record<string, string>>(app, 'GET', orderPath)
    expect(order.body).toMatchObject({
      id: body.orderId,
      status: 'completed',
      purchaseAmount: quoted,
      currency: 'USDC',
      network: 'latch-devnet',
      address: buyer,
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })

  test('limits apply to the URL too; a provider that is down is a 502; bad input is a 400', async () => {
    const low = await call<{ error: string }>(app, 'POST', '/v1/generators/onrampurl', {
      ...urlBody('moonpay'),
      presetFiatAmount: '5',
    })
    expect(low).toMatchObject({ status: 400, body: { error: 'amount_below_minimum' } })
    const down = await call<{ error: string }>(
      serverWith(withDown('moonpay')),
      'POST',
      '/v1/generators/onrampurl',
      urlBody('moonpay'),
    )
    expect(down).toMatchObject({ status: 502, body: { error: 'provider_unavailable' } })
    const estimate = await call<{ error: string }>(
      app,
      'POST',
      '/v1/generators/onrampurl',
      urlBody('estimate'),
    )
    expect(estimate).toMatchObject({ status: 400, body: { error: 'unsupported_provider' } })
    const badAddress = await call<{ error: string }>(app, 'POST', '/v1/generators/onrampurl', {
      ...urlBody('coinbase'),
      destinationWallets: [{ address: '0x12', blockchains: ['latch-devnet'], assets: ['USDC'] }],
    })
    expect(badAddress).toMatchObject({ status: 400, body: { error: 'invalid_address' } })
  })

  test('orders: unknown provider 400, bad id 400, provider down 502', async () => {
    expect((await call(app, 'GET', '/v1/onramp/orders/ramp/abc')).status).toBe(400)
    expect((await call(app, 'GET', '/v1/onramp/orders/moonpay/a.b')).status).toBe(400)
    const down = await call<{ error: string }>(
      serverWith(withDown('moonpay')),
      'GET',
      '/v1/onramp/orders/moonpay/abc',
    )
    expect(down).toMatchObject({ status: 502, body: { error: 'provider_unavailable' } })
  })
})

test('every on-ramp route is rate-limited', async () => {
  const limited = serverWith(onramp.serverConfig, 2)
  for (const [method, path, body] of [
    ['GET', '/v1/onramp/options', undefined],
    ['POST', '/v1/onramp/quote', quoteBody('50')],
    ['POST', '/v1/generators/onrampurl', urlBody('moonpay')],
    ['GET', '/v1/onramp/orders/moonpay/abc', undefined],
  ] as const) {
    // A client of its own per route (the limit counts per client address).
    const headers = { 'x-test': path }
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await limited.request(withProject(path), {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(body && { body: JSON.stringify(body) }),
      })
      statuses.push(response.status)
    }
    expect(statuses.at(-1)).toBe(429)
  }
})
