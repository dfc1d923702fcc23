import { randomBytes, randomUUID } from 'node:crypto'
import { type Address, getAddress, isAddress } from 'viem'
import type { OnrampAsset } from './assets.ts'
import { jwtProblem } from './coinbaseJwt.ts'
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

/** Coinbase-style fees: 1.5 % of the payment, no separate network fee. */
export const COINBASE_FEES: OnrampFees = { providerBps: 150n, networkCents: 0n }
/** A session token's lifetime (Coinbase: 5 minutes). */
const TOKEN_TTL_MS = 5 * 60_000
const MAX_SESSIONS = 10_000
const BRAND = { name: 'Coinbase', color: '#0052ff' }

/** Coinbase's names of the payment methods. */
const METHODS: Record<string, OnrampMethod> = { CARD: 'card', ACH_BANK_ACCOUNT: 'bank_account' }
const METHOD_IDS: Record<OnrampMethod, string> = { card: 'CARD', bank_account: 'ACH_BANK_ACCOUNT' }

/** The provider entry of the Latch server's config for a running stand-in. */
export type CoinbaseStandInConfig = {
  id: 'coinbase'
  name: string
  apiUrl: string
  widgetUrl: string
  apiKey: string
  apiSecret: string
}

export type CoinbaseStandIn = Listening & { config: CoinbaseStandInConfig; orders: OrderBook }

type Session = {
  addresses: { address: Address; blockchains: string[] }[]
  assets: string[]
  expires: number
  orderId?: string
}

/**
 * A local stand-in for Coinbase Onramp, speaking its protocol's shape: the API (a CDP-style JWT
 * per call) makes single-use session tokens (`POST /onramp/v1/token`), answers buy options and
 * quotes (`GET /onramp/v1/buy/options`, `POST /onramp/v1/buy/quote`); the widget
 * (`GET /buy?sessionToken&defaultNetwork&defaultAsset&presetFiatAmount&fiatCurrency&defaultPaymentMethod&partnerUserId&defaultExperience`)
 * shows the order and a Pay button that credits the devnet. `GET /orders/{partnerUserId}`
 * (JWT) tells where the order stands. The key and secret are made at each start.
 */
export async function startCoinbaseStandIn(params: {
  assets: readonly OnrampAsset[]
  host: string
  port: number
}): Promise<CoinbaseStandIn> {
  const apiKey = `organizations/latch-devnet/apiKeys/${randomUUID()}`
  const apiSecret = randomBytes(32).toString('base64')
  const orders = new OrderBook(onrampTreasury('coinbase'))
  const sessions = new Map<string, Session>()
  const { assets } = params

  const authorized = (request: StandInRequest): Reply | undefined => {
    const problem = jwtProblem(request.headers.authorization, {
      apiKey,
      apiSecret,
      method: request.method,
      host: request.url.host,
      path: request.url.pathname,
    })
    return problem ? json(401, { errorType: 'unauthorized', errorMessage: problem }) : undefined
  }
  const findAsset = (symbol: unknown, network: unknown) =>
    assets.find((asset) => asset.symbol === symbol && asset.network === network)

  const handle = async (request: StandInRequest): Promise<Reply> => {
    const { method, url } = request
    const path = url.pathname
    if (method === 'GET' && path === '/health') return json(200, { status: 'ok' })
    if (method === 'POST' && path === '/onramp/v1/token') {
      const refused = authorized(request)
      if (refused) return refused
      const body = parseJson(request.body)
      const addresses = Array.isArray(body?.addresses) ? body.addresses : []
      const good = addresses.filter(
        (entry: unknown): entry is { address: string; blockchains: string[] } =>
          typeof (entry as { address?: unknown })?.address === 'string' &&
          isAddress((entry as { address: string }).address) &&
          Array.isArray((entry as { blockchains?: unknown }).blockchains),
      )
      if (good.length === 0 || good.length !== addresses.length) {
        return json(400, {
          errorType: 'invalid_request',
          errorMessage: 'addresses: [{ address, blockchains }] is required',
        })
      }
      const token = randomBytes(24).toString('base64url')
      sessions.set(token, {
        addresses: good.map((entry: { address: string; blockchains: string[] }) => ({
          address: getAddress(entry.address),
          blockchains: entry.blockchains.map(String),
        })),
        assets: Array.isArray(body?.assets) ? body.assets.map(String) : [],
        expires: Date.now() + TOKEN_TTL_MS,
      })
      if (sessions.size > MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string)
      return json(200, { token, channel_id: '' })
    }
    if (method === 'GET' && path === '/onramp/v1/buy/options') {
      const refused = authorized(request)
      if (refused) return refused
      return json(200, buyOptions(assets))
    }
    if (method === 'POST' && path === '/onramp/v1/buy/quote') {
      const refused = authorized(request)
      if (refused) return refused
      const body = parseJson(request.body) ?? {}
      const asset = findAsset(body.purchase_currency, body.purchase_network)
      const fiat = body.payment_currency as OnrampFiat
      const cents = parseCents(
        typeof body.payment_amount === 'string' ? body.payment_amount : undefined,
      )
      const payWith = METHODS[String(body.payment_method)]
      if (!asset || !ONRAMP_FIAT.includes(fiat) || cents === undefined || !payWith) {
        return json(400, {
          errorType: 'invalid_request',
          errorMessage: 'Unknown purchase currency, network, payment currency, amount or method',
        })
      }
      const broken = limitBroken(payWith, cents)
      if (broken)
        return json(400, { errorType: broken.code, errorMessage: `${broken.message} ${fiat}` })
      const price = priceOnramp(asset, fiat, cents, COINBASE_FEES)
      const money = (value: bigint) => ({ value: formatCents(value), currency: fiat })
      return json(200, {
        payment_total: money(price.totalCents),
        payment_subtotal: money(price.subtotalCents),
        purchase_amount: {
          value: formatUnitsFixed(price.baseUnits, asset),
          currency: asset.symbol,
        },
        coinbase_fee: money(price.providerFeeCents),
        network_fee: money(price.networkFeeCents),
        quote_id: randomUUID(),
      })
    }
    if (method === 'GET' && path === '/buy') return widget(url)
    const order = /^\/orders\/([^/]+)(\/pay)?$/.exec(path)
    if (order) {
      const id = decodeURIComponent(order[1]!)
      const found = orders.get(id)
      if (method === 'GET' && !order[2]) {
        const refused = authorized(request)
        if (refused) return refused
        return found
          ? json(200, orderStatus(found))
          : json(404, { errorType: 'not_found', errorMessage: 'No such order' })
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
    return json(404, { errorType: 'not_found', errorMessage: `No route for ${method} ${path}` })
  }

  function widget(url: URL): Reply {
    const q = url.searchParams
    const token = q.get('sessionToken') ?? ''
    const session = sessions.get(token)
    if (!session || session.expires < Date.now()) {
      return html(
        401,
        errorPage(
          BRAND,
          'Invalid session token',
          'The link has expired or was never issued. Start again from the site.',
        ),
      )
    }
    if (session.orderId) {
      const known = orders.get(session.orderId)
      if (known) return html(200, orderPage(BRAND, known))
    }
    const network = q.get('defaultNetwork') ?? session.addresses[0]!.blockchains[0]
    const symbol = q.get('defaultAsset') ?? session.assets[0] ?? 'USDC'
    const asset = findAsset(symbol, network)
    const wallet = session.addresses.find((entry) => entry.blockchains.includes(String(network)))
    const fiat = (q.get('fiatCurrency') ?? 'USD') as OnrampFiat
    const cents = parseCents(q.get('presetFiatAmount'))
    const payWith = METHODS[q.get('defaultPaymentMethod') ?? 'CARD']
    const orderId = q.get('partnerUserId') ?? ''
    if (!asset || !wallet || (session.assets.length > 0 && !session.assets.includes(symbol))) {
      return html(
        400,
        errorPage(
          BRAND,
          'Unsupported purchase',
          `${symbol} on ${network} is not among the session's addresses and assets.`,
        ),
      )
    }
    if (
      !ONRAMP_FIAT.includes(fiat) ||
      cents === undefined ||
      !payWith ||
      !/^[\w-]{1,49}$/.test(orderId)
    ) {
      return html(
        400,
        errorPage(
          BRAND,
          'Invalid link',
          'fiatCurrency (USD, EUR), presetFiatAmount, defaultPaymentMethod (CARD, ACH_BANK_ACCOUNT) and partnerUserId (up to 49 characters) are required.',
        ),
      )
    }
    const broken = limitBroken(payWith, cents)
    if (broken) return html(400, errorPage(BRAND, 'Amount refused', `${broken.message} ${fiat}`))
    session.orderId = orderId
    const opened = orders.open({
      id: orderId,
      asset,
      address: wallet.address,
      price: priceOnramp(asset, fiat, cents, COINBASE_FEES),
      method: payWith,
    })
    return html(200, orderPage(BRAND, opened))
  }

  const listening = await listen(params.host, params.port, handle)
  return {
    ...listening,
    orders,
    config: {
      id: 'coinbase',
      name: 'Coinbase',
      apiUrl: listening.url,
      widgetUrl: listening.url,
      apiKey,
      apiSecret,
    },
  }
}

/** `GET /onramp/v1/buy/options`: Coinbase's shape (snake_case, limits per payment method). */
function buyOptions(assets: readonly OnrampAsset[]) {
  const symbols = [...new Set(assets.map((asset) => asset.symbol))]
  return {
    payment_currencies: ONRAMP_FIAT.map((id) => ({
      id,
      limits: (Object.keys(METHOD_IDS) as OnrampMethod[]).map((method) => ({
        id: METHOD_IDS[method],
        min: formatCents(ONRAMP_LIMITS_CENTS[method].min),
        max: formatCents(ONRAMP_LIMITS_CENTS[method].max),
      })),
    })),
    purchase_currencies: symbols.map((symbol) => {
      const mine = assets.filter((asset) => asset.symbol === symbol)
      return {
        id: symbol,
        name: mine[0]!.name,
        symbol,
        networks: mine.map((asset) => ({
          name: asset.network,
          display_name: asset.displayName,
          chain_id: String(asset.chainId),
          contract_address: asset.contract ?? '',
        })),
      }
    }),
  }
}

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire, checked field by field.
function parseJson(text: string): any {
  try {
    const value = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}
