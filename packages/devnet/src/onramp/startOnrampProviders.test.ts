import { createHmac } from 'node:crypto'
import { MoonPay } from '@moonpay/moonpay-node'
import { createPublicClient, erc20Abi, http, type PublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { DEVNET_ACCOUNTS } from '../constants/accounts.ts'
import { DEVNET_TOKENS } from '../constants/contracts.ts'
import type { DevnetSnapshot } from '../snapshot.ts'
import { DEVNET_START_TIMEOUT_MS, type Devnet, startDevnet } from '../startDevnet.ts'
import { makeJwt } from './coinbaseJwt.ts'
import { onrampTreasury } from './credit.ts'
import { type OnrampProviders, startOnrampProviders } from './startOnrampProviders.ts'

// Ports of this test (helper range 9400–9419): the stand-ins listen where the test says.
const PORTS = [9401, 9402] as const
const buyer = DEVNET_ACCOUNTS[5].address

let devnet: Devnet
let onramp: OnrampProviders
let client: PublicClient
let snapshot: DevnetSnapshot

beforeAll(async () => {
  devnet = await startDevnet({ ports: [0, 0] })
  onramp = await startOnrampProviders({ chains: devnet.chains, ports: PORTS })
  client = createPublicClient({ chain: devnet.chains[0].chain, transport: http() })
}, DEVNET_START_TIMEOUT_MS)
afterAll(async () => {
  await onramp?.stop()
  await devnet?.stop()
})
beforeEach(async () => {
  snapshot = await devnet.snapshot()
})
afterEach(async () => {
  await devnet.revert(snapshot)
})

/** A MoonPay widget URL signed as the Latch server signs it (query serialized by URLSearchParams). */
function signedMoonpayUrl(
  params: Record<string, string>,
  secretKey = onramp.moonpay.config.secretKey,
) {
  const query = new URLSearchParams({ apiKey: onramp.moonpay.config.apiKey, ...params })
  const signature = createHmac('sha256', secretKey).update(`?${query}`).digest('base64')
  query.set('signature', signature)
  return `${onramp.moonpay.config.widgetUrl}/?${query}`
}

const usdcOrder = (id: string) => ({
  currencyCode: 'usdc_latch_devnet',
  walletAddress: buyer,
  baseCurrencyCode: 'usd',
  baseCurrencyAmount: '50',
  paymentMethod: 'credit_debit_card',
  externalTransactionId: id,
})

const usdcBalance = () =>
  client.readContract({
    address: DEVNET_TOKENS.usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [buyer],
  })

describe('MoonPay-style stand-in', () => {
  test('a URL signed with the secret opens the order; the real SDK verifies it too', async () => {
    const url = signedMoonpayUrl(usdcOrder('order-signed'))
    expect(new MoonPay(onramp.moonpay.config.secretKey).url.isSignatureValid(url)).toBe(true)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain('data-testid="onramp-pay"')
    expect(text).toContain(buyer)
    expect(text).toContain('49.400000 USDC') // 50.00 − 1 % (0.50) − network fee 0.10
  })

  test.each([
    ['the amount', (url: URL) => url.searchParams.set('baseCurrencyAmount', '5000')],
    [
      'the address',
      (url: URL) => url.searchParams.set('walletAddress', DEVNET_ACCOUNTS[6].address),
    ],
    [
      'a parameter added',
      (url: URL) => url.searchParams.append('currencyCode', 'eth_latch_devnet'),
    ],
  ])('a URL changed after signing (%s) is refused with 403', async (_, change) => {
    const url = new URL(signedMoonpayUrl(usdcOrder('order-changed')))
    change(url)
    expect(new MoonPay(onramp.moonpay.config.secretKey).url.isSignatureValid(url.href)).toBe(false)
    const page = await fetch(url)
    expect(page.status).toBe(403)
    expect(await page.text()).toContain('Invalid signature')
    expect(onramp.moonpay.orders.get('order-changed')).toBeUndefined()
  })

  test('a URL signed with another secret is refused', async () => {
    const page = await fetch(signedMoonpayUrl(usdcOrder('order-other'), 'sk_test_not-the-key'))
    expect(page.status).toBe(403)
  })

  test('Pay credits exactly the quoted USDC by a transfer from the treasury and completes the order', async () => {
    const quote = await fetch(
      `${onramp.moonpay.config.apiUrl}/v3/currencies/usdc_latch_devnet/buy_quote?apiKey=${onramp.moonpay.config.apiKey}&baseCurrencyAmount=50&baseCurrencyCode=usd&paymentMethod=credit_debit_card`,
    ).then((response) => response.json())
    expect(quote).toMatchObject({ totalAmount: 50, feeAmount: 0.5, networkFeeAmount: 0.1 })
    expect(quote.quoteCurrencyAmount).toBe(49.4)
    expect(await fetch(signedMoonpayUrl(usdcOrder('order-pay'))).then((r) => r.status)).toBe(200)
    const before = await usdcBalance()
    const paid = await fetch(`${onramp.moonpay.config.widgetUrl}/orders/order-pay/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=card',
    })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment complete')
    expect((await usdcBalance()) - before).toBe(49_400_000n)
    const status = await fetch(`${onramp.moonpay.config.apiUrl}/orders/order-pay`, {
      headers: { authorization: `Api-Key ${onramp.moonpay.config.secretKey}` },
    }).then((response) => response.json())
    expect(status).toMatchObject({
      id: 'order-pay',
      status: 'completed',
      purchaseAmount: '49.400000',
      currency: 'USDC',
      network: 'latch-devnet',
      address: buyer,
    })
    const receipt = await client.getTransactionReceipt({ hash: status.txHash })
    expect(receipt.from.toLowerCase()).toBe(onrampTreasury('moonpay').toLowerCase())
    // Paying again sends nothing more.
    await fetch(`${onramp.moonpay.config.widgetUrl}/orders/order-pay/pay`, { method: 'POST' })
    expect((await usdcBalance()) - before).toBe(49_400_000n)
  })

  test('the order status API wants the secret key', async () => {
    const answer = await fetch(`${onramp.moonpay.config.apiUrl}/orders/order-pay`)
    expect(answer.status).toBe(401)
  })
})

describe('Coinbase-style stand-in', () => {
  const api = (path: string, body?: unknown) => {
    const url = new URL(path, onramp.coinbase.config.apiUrl)
    const method = body === undefined ? 'GET' : 'POST'
    const jwt = makeJwt(onramp.coinbase.config, `${method} ${url.host}${url.pathname}`)
    return fetch(url, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  }

  test('the API refuses a call without a valid JWT, or with one made for another path', async () => {
    const url = `${onramp.coinbase.config.apiUrl}/onramp/v1/token`
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(401)
    const host = new URL(url).host
    const wrongPath = makeJwt(onramp.coinbase.config, `POST ${host}/onramp/v1/buy/quote`)
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${wrongPath}` },
      body: JSON.stringify({ addresses: [{ address: buyer, blockchains: ['latch-devnet'] }] }),
    })
    expect(answer.status).toBe(401)
    const otherSecret = makeJwt(
      { ...onramp.coinbase.config, apiSecret: 'x' },
      `POST ${host}/onramp/v1/token`,
    )
    expect(
      (await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${otherSecret}` } }))
        .status,
    ).toBe(401)
  })

  test('quote 1.5 %, session token, widget, Pay: exactly the quoted ETH arrives', async () => {
    const quote = await api('/onramp/v1/buy/quote', {
      purchase_currency: 'ETH',
      purchase_network: 'latch-devnet',
      payment_amount: '300.00',
      payment_currency: 'USD',
      payment_method: 'CARD',
    }).then((response) => response.json())
    expect(quote).toMatchObject({
      payment_total: { value: '300.00', currency: 'USD' },
      payment_subtotal: { value: '295.50', currency: 'USD' },
      coinbase_fee: { value: '4.50', currency: 'USD' },
      network_fee: { value: '0.00', currency: 'USD' },
      purchase_amount: { value: '0.09850000', currency: 'ETH' },
    })
    const { token } = await api('/onramp/v1/token', {
      addresses: [{ address: buyer, blockchains: ['latch-devnet'] }],
      assets: ['ETH'],
    }).then((response) => response.json())
    const widget = new URL('/buy', onramp.coinbase.config.widgetUrl)
    for (const [key, value] of Object.entries({
      sessionToken: token,
      defaultNetwork: 'latch-devnet',
      defaultAsset: 'ETH',
      presetFiatAmount: '300',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      partnerUserId: 'cb-order-1',
      defaultExperience: 'buy',
    })) {
      widget.searchParams.set(key, value)
    }
    const page = await fetch(widget)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('0.09850000 ETH')
    const before = await client.getBalance({ address: buyer })
    await fetch(`${onramp.coinbase.config.widgetUrl}/orders/cb-order-1/pay`, {
      method: 'POST',
      body: 'method=card',
    })
    expect((await client.getBalance({ address: buyer })) - before).toBe(98_500_000_000_000_000n)
    const status = await api('/orders/cb-order-1').then((response) => response.json())
    expect(status).toMatchObject({
      status: 'completed',
      purchaseAmount: '0.09850000',
      currency: 'ETH',
    })
  })

  test('limits per method: 8,000 by card is refused, 20,000 by bank account quotes', async () => {
    const ask = (amount: string, method: string) =>
      api('/onramp/v1/buy/quote', {
        purchase_currency: 'USDC',
        purchase_network: 'latch-devnet',
        payment_amount: amount,
        payment_currency: 'USD',
        payment_method: method,
      })
    expect((await ask('8000.00', 'CARD')).status).toBe(400)
    expect((await ask('5.00', 'CARD')).status).toBe(400)
    expect((await ask('20000.00', 'ACH_BANK_ACCOUNT')).status).toBe(200)
  })

  test('an unknown session token is refused', async () => {
    const page = await fetch(`${onramp.coinbase.config.widgetUrl}/buy?sessionToken=nope`)
    expect(page.status).toBe(401)
  })
})
