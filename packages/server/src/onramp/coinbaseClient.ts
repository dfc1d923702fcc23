import { createHmac } from 'node:crypto'
import type { OnrampPaymentMethod, OnrampPurchaseCurrency } from '@latch/core/api'
import type {
  OnrampProvider,
  ProviderOrder,
  ProviderQuote,
  QuoteRequest,
  UrlRequest,
} from './provider.ts'
import { providerFetch, unavailable } from './providerFetch.ts'
import type { CoinbaseOnrampConfig } from './types.ts'

/** A CDP JWT lives 2 minutes. */
const JWT_LIFETIME_S = 120
const METHOD_IDS: Record<OnrampPaymentMethod, string> = {
  card: 'CARD',
  bank_account: 'ACH_BANK_ACCOUNT',
}

/**
 * Coinbase Onramp's protocol: every API call carries a CDP-style JWT (`kid`/`sub` the key name,
 * `uri` the call); the widget opens with a single-use session token the server asks for, bound to
 * the visitor's address and asset. The JWT is HS256 under `apiSecret` (the devnet stand-in's
 * key); a CDP key pair would sign ES256 — see docs/onramp-server.md.
 */
export function coinbaseProvider(config: CoinbaseOnrampConfig, timeoutMs: number): OnrampProvider {
  const name = config.name ?? 'Coinbase'
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const url = new URL(path, config.apiUrl)
    return providerFetch(name, url.href, {
      method,
      timeoutMs,
      headers: {
        authorization: `Bearer ${jwt(config, `${method} ${url.host}${url.pathname}`)}`,
        'content-type': 'application/json',
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
  }
  return {
    id: 'coinbase',
    name,
    async purchaseCurrencies() {
      const answer = await call('GET', '/onramp/v1/buy/options?country=US')
      const list = (answer.body as { purchase_currencies?: unknown } | undefined)
        ?.purchase_currencies
      if (answer.status !== 200 || !Array.isArray(list))
        throw unavailable(name, `options: HTTP ${answer.status}`)
      return list.filter(isPurchaseCurrency)
    },
    async quote(request: QuoteRequest): Promise<ProviderQuote | undefined> {
      const answer = await call('POST', '/onramp/v1/buy/quote', {
        purchase_currency: request.symbol,
        purchase_network: request.network.name,
        payment_amount: request.amount,
        payment_currency: request.fiat,
        payment_method: METHOD_IDS[request.method],
        country: 'US',
      })
      if (answer.status !== 200) return undefined
      const body = answer.body as Record<string, { value?: unknown; currency?: unknown } | string>
      const money = (key: string) => {
        const entry = body?.[key] as { value?: unknown; currency?: unknown } | undefined
        if (typeof entry?.value !== 'string' || typeof entry.currency !== 'string') {
          throw unavailable(name, `quote without ${key}`)
        }
        return { amount: entry.value, currency: entry.currency }
      }
      return {
        purchaseAmount: money('purchase_amount'),
        paymentSubtotal: money('payment_subtotal'),
        paymentTotal: money('payment_total'),
        networkFee: money('network_fee'),
        providerFee: money('coinbase_fee'),
        quoteId: typeof body.quote_id === 'string' ? body.quote_id : '',
      }
    },
    async widgetUrl(request: UrlRequest) {
      const answer = await call('POST', '/onramp/v1/token', {
        addresses: [{ address: request.address, blockchains: [request.network.name] }],
        assets: [request.symbol],
      })
      const token = (answer.body as { token?: unknown } | undefined)?.token
      if (answer.status !== 200 || typeof token !== 'string') {
        throw unavailable(name, `session token: HTTP ${answer.status}`)
      }
      const url = new URL('/buy', config.widgetUrl)
      const params: Record<string, string | undefined> = {
        sessionToken: token,
        defaultNetwork: request.network.name,
        defaultAsset: request.symbol,
        presetFiatAmount: request.amount,
        presetCryptoAmount: request.cryptoAmount,
        fiatCurrency: request.fiat,
        defaultPaymentMethod: METHOD_IDS[request.method],
        // Coinbase reports a user's transactions by partnerUserId: one per order here.
        partnerUserId: request.orderId,
        defaultExperience: 'buy',
      }
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined) url.searchParams.set(key, value)
      }
      return url.href
    },
    async order(orderId: string): Promise<ProviderOrder | undefined> {
      const answer = await call('GET', `/orders/${encodeURIComponent(orderId)}`)
      if (answer.status === 404) return undefined
      if (answer.status !== 200) throw unavailable(name, `order: HTTP ${answer.status}`)
      return answer.body as ProviderOrder
    },
  }
}

/** A CDP-style JWT for one call (HS256 under the key's secret). */
function jwt(config: CoinbaseOnrampConfig, uri: string): string {
  const now = Math.floor(Date.now() / 1000)
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = encode({ alg: 'HS256', kid: config.apiKey, typ: 'JWT' })
  const body = encode({ iss: 'cdp', sub: config.apiKey, uri, nbf: now, exp: now + JWT_LIFETIME_S })
  const signature = createHmac('sha256', config.apiSecret)
    .update(`${head}.${body}`)
    .digest('base64url')
  return `${head}.${body}.${signature}`
}

function isPurchaseCurrency(value: unknown): value is OnrampPurchaseCurrency {
  const currency = value as Partial<OnrampPurchaseCurrency> | null
  return (
    !!currency &&
    typeof currency.id === 'string' &&
    typeof currency.name === 'string' &&
    typeof currency.symbol === 'string' &&
    Array.isArray(currency.networks) &&
    currency.networks.every(
      (network) =>
        typeof network?.name === 'string' &&
        typeof network.display_name === 'string' &&
        typeof network.chain_id === 'string' &&
        typeof network.contract_address === 'string',
    )
  )
}
