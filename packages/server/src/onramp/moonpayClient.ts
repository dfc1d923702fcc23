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
import type { MoonpayOnrampConfig } from './types.ts'

/** How long MoonPay's currency list is reused. */
const CURRENCIES_TTL_MS = 60_000

/** A crypto currency of MoonPay's `GET /v3/currencies`. */
type MoonpayCurrency = {
  type: 'crypto'
  code: string
  name: string
  precision?: number
  metadata?: {
    contractAddress?: string | null
    chainId?: string | null
    networkCode?: string | null
  }
}

/**
 * MoonPay's protocol: currencies and buy quotes with the publishable key; the widget URL is
 * signed here — `signature` = base64 HMAC-SHA256 of its query string (with the `?`) under the
 * secret key, as MoonPay's SDK signs and checks it — so the secret never reaches the browser.
 */
export function moonpayProvider(config: MoonpayOnrampConfig, timeoutMs: number): OnrampProvider {
  const name = config.name ?? 'MoonPay'
  let cached: { at: number; list: MoonpayCurrency[] } | undefined

  const currencies = async (): Promise<MoonpayCurrency[]> => {
    if (cached && Date.now() - cached.at < CURRENCIES_TTL_MS) return cached.list
    const url = new URL('/v3/currencies', config.apiUrl)
    url.searchParams.set('apiKey', config.apiKey)
    const answer = await providerFetch(name, url.href, { timeoutMs })
    if (answer.status !== 200 || !Array.isArray(answer.body)) {
      throw unavailable(name, `currencies: HTTP ${answer.status}`)
    }
    const list = answer.body.filter(
      (entry): entry is MoonpayCurrency =>
        entry?.type === 'crypto' &&
        typeof entry.code === 'string' &&
        typeof entry.name === 'string',
    )
    cached = { at: Date.now(), list }
    return list
  }
  /** MoonPay's code for a token on a network (`usdc_latch_devnet`, `eth_base`). */
  const currencyFor = async (request: QuoteRequest) => {
    const symbol = request.symbol.toLowerCase()
    return (await currencies()).find(
      (entry) =>
        symbolOf(entry.code) === symbol &&
        (entry.metadata?.networkCode === request.network.name ||
          entry.metadata?.chainId === chainReference(request.network.chain_id)),
    )
  }
  const methodId = (method: OnrampPaymentMethod, fiat: string) =>
    method === 'card'
      ? 'credit_debit_card'
      : fiat === 'EUR'
        ? 'sepa_bank_transfer'
        : 'ach_bank_transfer'

  return {
    id: 'moonpay',
    name,
    async purchaseCurrencies() {
      const bySymbol = new Map<string, OnrampPurchaseCurrency>()
      for (const entry of await currencies()) {
        const symbol = symbolOf(entry.code).toUpperCase()
        const currency = bySymbol.get(symbol) ?? {
          id: symbol,
          name: entry.name,
          symbol,
          networks: [],
        }
        bySymbol.set(symbol, currency)
        const network = entry.metadata?.networkCode
        if (!network || !entry.metadata?.chainId) continue
        currency.networks.push({
          name: network,
          display_name: network,
          chain_id: entry.metadata.chainId,
          contract_address: entry.metadata.contractAddress ?? '',
        })
      }
      return [...bySymbol.values()]
    },
    async quote(request): Promise<ProviderQuote | undefined> {
      const currency = await currencyFor(request)
      if (!currency) return undefined
      const url = new URL(
        `/v3/currencies/${encodeURIComponent(currency.code)}/buy_quote`,
        config.apiUrl,
      )
      const params = {
        apiKey: config.apiKey,
        baseCurrencyAmount: request.amount,
        baseCurrencyCode: request.fiat.toLowerCase(),
        paymentMethod: methodId(request.method, request.fiat),
        areFeesIncluded: 'true',
      }
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
      const answer = await providerFetch(name, url.href, { timeoutMs })
      if (answer.status !== 200) return undefined
      const body = answer.body as Record<string, unknown>
      const number = (key: string) => {
        const value = body?.[key]
        if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
          throw unavailable(name, `quote without ${key}`)
        }
        return value
      }
      const fiat = (key: string) => ({ amount: number(key).toFixed(2), currency: request.fiat })
      return {
        purchaseAmount: {
          amount: number('quoteCurrencyAmount').toFixed(currency.precision ?? 8),
          currency: request.symbol,
        },
        paymentSubtotal: fiat('baseCurrencyAmount'),
        paymentTotal: fiat('totalAmount'),
        networkFee: fiat('networkFeeAmount'),
        providerFee: {
          amount: (number('feeAmount') + number('extraFeeAmount')).toFixed(2),
          currency: request.fiat,
        },
        quoteId: typeof body.externalId === 'string' ? body.externalId : '',
      }
    },
    async widgetUrl(request: UrlRequest) {
      const currency = await currencyFor(request)
      if (!currency) throw unavailable(name, `no ${request.symbol} on ${request.network.name}`)
      const params = new URLSearchParams({
        apiKey: config.apiKey,
        currencyCode: currency.code,
        walletAddress: request.address,
        baseCurrencyCode: request.fiat.toLowerCase(),
        baseCurrencyAmount: request.amount,
        paymentMethod: methodId(request.method, request.fiat),
        externalTransactionId: request.orderId,
      })
      // What MoonPay checks: the query string as serialized, with its `?`, without `signature`.
      const signature = createHmac('sha256', config.secretKey).update(`?${params}`).digest('base64')
      params.set('signature', signature)
      const url = new URL('/', config.widgetUrl)
      url.search = params.toString()
      return url.href
    },
    async order(orderId: string): Promise<ProviderOrder | undefined> {
      const url = new URL(`/orders/${encodeURIComponent(orderId)}`, config.apiUrl)
      const answer = await providerFetch(name, url.href, {
        timeoutMs,
        headers: { authorization: `Api-Key ${config.secretKey}` },
      })
      if (answer.status === 404) return undefined
      if (answer.status !== 200) throw unavailable(name, `order: HTTP ${answer.status}`)
      return answer.body as ProviderOrder
    },
  }
}

/** `usdc` of `usdc_latch_devnet`. */
function symbolOf(code: string): string {
  return code.split('_')[0]!
}

/** `31337` of `31337` or `eip155:31337`. */
function chainReference(chainId: string): string {
  return chainId.includes(':') ? chainId.split(':')[1]! : chainId
}
