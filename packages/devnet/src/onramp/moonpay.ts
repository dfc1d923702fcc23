import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { MoonPay } from '@moonpay/moonpay-node'
import { getAddress, isAddress } from 'viem'
import type { OnrampAsset } from './assets.ts'
import { onrampTreasury } from './credit.ts'
import { html, json, type Listening, listen, type Reply, type StandInRequest } from './http.ts'
import { OrderBook, orderStatus } from './orders.ts'
import {
  formatCents,
  formatUnitsFixed,
  limitBroken,
  ONRAMP_FIAT,
  ONRAMP_LIMITS_CENTS,
  type OnrampFees,
  type OnrampFiat,
  type OnrampMethod,
  parseCents,
  priceOnramp,
} from './pricing.ts'
import { errorPage, orderPage, resultPage } from './widgetPage.ts'

/** MoonPay-style fees: 1 % of the payment plus a 0.10 network fee (1–2 % from 10.00 up). */
export const MOONPAY_FEES: OnrampFees = { providerBps: 100n, networkCents: 10n }
const BRAND = { name: 'MoonPay', color: '#7d00ff' }

/** MoonPay's names of the payment methods. */
const METHODS: Record<string, OnrampMethod> = {
  credit_debit_card: 'card',
  ach_bank_transfer: 'bank_account',
  sepa_bank_transfer: 'bank_account',
}

/** The provider entry of the Latch server's config for a running stand-in. */
export type MoonpayStandInConfig = {
  id: 'moonpay'
  name: string
  apiUrl: string
  widgetUrl: string
  apiKey: string
  secretKey: string
}

export type MoonpayStandIn = Listening & { config: MoonpayStandInConfig; orders: OrderBook }

/**
 * A local stand-in for MoonPay, speaking its protocol's shape: currencies
 * (`GET /v3/currencies`) and buy quotes (`GET /v3/currencies/{code}/buy_quote?apiKey&baseCurrencyAmount&baseCurrencyCode&paymentMethod`,
 * fees included in the amount) with the publishable key; the widget
 * (`GET /?apiKey&currencyCode&walletAddress&baseCurrencyCode&baseCurrencyAmount&paymentMethod&externalTransactionId&signature`)
 * refuses any URL whose `signature` is not the HMAC-SHA256 of its query under the secret key —
 * checked with MoonPay's own SDK (`@moonpay/moonpay-node`, `url.isSignatureValid`). Its Pay
 * button credits the devnet; `GET /orders/{externalTransactionId}` (`Authorization: Api-Key
 * <secret key>`) tells where the order stands. Keys are made at each start.
 */
export async function startMoonpayStandIn(params: {
  assets: readonly OnrampAsset[]
  host: string
  port: number
}): Promise<MoonpayStandIn> {
  const apiKey = `pk_test_${randomBytes(16).toString('hex')}`
  const secretKey = `sk_test_${randomBytes(24).toString('hex')}`
  const sdk = new MoonPay(secretKey)
  const orders = new OrderBook(onrampTreasury('moonpay'))
  const { assets } = params

  const publishable = (url: URL) => url.searchParams.get('apiKey') === apiKey
  const secret = (request: StandInRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    const wanted = Buffer.from(`Api-Key ${secretKey}`)
    return given.length === wanted.length && timingSafeEqual(given, wanted)
  }
  const refusedKey = json(401, { message: 'Invalid API key', type: 'UnauthorizedError' })

  const handle = async (request: StandInRequest): Promise<Reply> => {
    const { method, url } = request
    const path = url.pathname
    const q = url.searchParams
    if (method === 'GET' && path === '/health') return json(200, { status: 'ok' })
    if (method === 'GET' && path === '/v3/currencies') {
      return publishable(url) ? json(200, currencies(assets)) : refusedKey
    }
    const quote = /^\/v3\/currencies\/([a-z0-9_]+)\/buy_quote$/.exec(path)
    if (method === 'GET' && quote) {
      if (!publishable(url)) return refusedKey
      const asset = assets.find((candidate) => candidate.moonpayCode === quote[1])
      const fiat = (q.get('baseCurrencyCode') ?? '').toUpperCase() as OnrampFiat
      const cents = parseCents(q.get('baseCurrencyAmount'))
      const payWith = METHODS[q.get('paymentMethod') ?? 'credit_debit_card']
      if (!asset || !ONRAMP_FIAT.includes(fiat) || cents === undefined || !payWith) {
        return json(400, {
          message: 'Unknown currency, base currency, amount or payment method',
          type: 'BadRequestError',
        })
      }
      const broken = limitBroken(payWith, cents)
      if (broken)
        return json(400, {
          message: `${broken.message} ${fiat}`,
          type: 'BadRequestError',
          errorCode: broken.code,
        })
      const price = priceOnramp(asset, fiat, cents, MOONPAY_FEES)
      const fixed = (value: bigint) => Number(formatCents(value))
      return json(200, {
        baseCurrencyCode: fiat.toLowerCase(),
        baseCurrencyAmount: fixed(price.subtotalCents),
        quoteCurrencyCode: asset.moonpayCode,
        quoteCurrencyAmount: Number(formatUnitsFixed(price.baseUnits, asset)),
        quoteCurrencyPrice:
          Number(formatCents(price.subtotalCents)) /
          Number(formatUnitsFixed(price.baseUnits, asset) || 1),
        feeAmount: fixed(price.providerFeeCents),
        extraFeeAmount: 0,
        networkFeeAmount: fixed(price.networkFeeCents),
        totalAmount: fixed(price.totalCents),
        areFeesIncluded: true,
        paymentMethod: q.get('paymentMethod') ?? 'credit_debit_card',
        externalId: randomUUID(),
      })
    }
    if (method === 'GET' && path === '/') return widget(url)
    const order = /^\/orders\/([^/]+)(\/pay)?$/.exec(path)
    if (order) {
      const id = decodeURIComponent(order[1]!)
      const found = orders.get(id)
      if (method === 'GET' && !order[2]) {
        if (!secret(request)) return refusedKey
        return found
          ? json(200, orderStatus(found))
          : json(404, { message: 'Transaction not found', type: 'NotFoundError' })
      }
      if (method === 'POST' && order[2]) {
        if (!found) return html(404, errorPage(BRAND, 'Unknown order', id))
        const chosen = new URLSearchParams(request.body).get('method')
        const payWith: OnrampMethod =
          chosen === 'bank_account' ? 'bank_account' : chosen === 'card' ? 'card' : found.method
        const broken = limitBroken(payWith, found.price.totalCents)
        if (broken)
          return html(
            400,
            errorPage(BRAND, 'Payment refused', `${broken.message} ${found.price.fiat}`),
          )
        return html(200, resultPage(BRAND, await orders.pay(found, payWith)))
      }
    }
    return json(404, { message: `No route for ${method} ${path}`, type: 'NotFoundError' })
  }

  function widget(url: URL): Reply {
    const q = url.searchParams
    if (!publishable(url))
      return html(401, errorPage(BRAND, 'Invalid API key', 'apiKey is not this provider’s.'))
    // The real SDK's check: HMAC-SHA256 of the query string (with `?`, without `signature`).
    if (!sdk.url.isSignatureValid(url.href)) {
      return html(
        403,
        errorPage(
          BRAND,
          'Invalid signature',
          'The link was changed after it was signed, or signed with another key.',
        ),
      )
    }
    const orderId = q.get('externalTransactionId') ?? ''
    const known = orders.get(orderId)
    if (known) return html(200, orderPage(BRAND, known))
    const asset = assets.find((candidate) => candidate.moonpayCode === q.get('currencyCode'))
    const address = q.get('walletAddress') ?? ''
    const fiat = (q.get('baseCurrencyCode') ?? 'usd').toUpperCase() as OnrampFiat
    const cents = parseCents(q.get('baseCurrencyAmount'))
    const payWith = METHODS[q.get('paymentMethod') ?? 'credit_debit_card']
    if (
      !asset ||
      !isAddress(address) ||
      !ONRAMP_FIAT.includes(fiat) ||
      cents === undefined ||
      !payWith ||
      !/^[\w-]{1,64}$/.test(orderId)
    ) {
      return html(
        400,
        errorPage(
          BRAND,
          'Invalid link',
          'currencyCode, walletAddress, baseCurrencyCode (usd, eur), baseCurrencyAmount, paymentMethod and externalTransactionId are required.',
        ),
      )
    }
    const broken = limitBroken(payWith, cents)
    if (broken) return html(400, errorPage(BRAND, 'Amount refused', `${broken.message} ${fiat}`))
    const opened = orders.open({
      id: orderId,
      asset,
      address: getAddress(address),
      price: priceOnramp(asset, fiat, cents, MOONPAY_FEES),
      method: payWith,
    })
    return html(200, orderPage(BRAND, opened))
  }

  const listening = await listen(params.host, params.port, handle)
  return {
    ...listening,
    orders,
    config: {
      id: 'moonpay',
      name: 'MoonPay',
      apiUrl: listening.url,
      widgetUrl: listening.url,
      apiKey,
      secretKey,
    },
  }
}

/** `GET /v3/currencies`: MoonPay's shape, crypto then fiat. */
function currencies(assets: readonly OnrampAsset[]) {
  return [
    ...assets.map((asset) => ({
      id: asset.moonpayCode,
      type: 'crypto',
      code: asset.moonpayCode,
      name: asset.name,
      precision: asset.quantum,
      decimals: asset.decimals,
      isSuspended: false,
      supportsTestMode: true,
      metadata: {
        contractAddress: asset.contract ?? null,
        chainId: String(asset.chainId),
        networkCode: asset.network,
      },
    })),
    ...ONRAMP_FIAT.map((code) => ({
      id: code.toLowerCase(),
      type: 'fiat',
      code: code.toLowerCase(),
      name: code === 'USD' ? 'US Dollar' : 'Euro',
      precision: 2,
      minBuyAmount: Number(formatCents(ONRAMP_LIMITS_CENTS.card.min)),
      maxBuyAmount: Number(formatCents(ONRAMP_LIMITS_CENTS.bank_account.max)),
    })),
  ]
}
