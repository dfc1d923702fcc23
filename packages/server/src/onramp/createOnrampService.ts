import { randomUUID } from 'node:crypto'
import type {
  OnrampNetwork,
  OnrampOptionsAnswer,
  OnrampOrder,
  OnrampProviderId,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteAnswer,
  OnrampUrlAnswer,
} from '@latch/core/api'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { PriceTable } from '../chain/types.ts'
import { parseEvmAddress } from '../validation/params.ts'
import {
  checkLimits,
  formatCents,
  parseFiat,
  parseFiatAmount,
  parseMethod,
  paymentCurrencies,
} from './amounts.ts'
import { coinbaseProvider } from './coinbaseClient.ts'
import { defaultPurchaseCurrencies } from './defaultOptions.ts'
import { moonpayProvider } from './moonpayClient.ts'
import { OnrampError } from './OnrampError.ts'
import type { OnrampProvider, QuoteRequest } from './provider.ts'
import { isUnavailable } from './providerFetch.ts'
import type { OnrampConfig } from './types.ts'

/** How long the providers' merged currency lists are reused. */
const OPTIONS_TTL_MS = 30_000
const DEFAULT_TIMEOUT_MS = 5_000
/** The estimate's fee when no provider answers: the middle of SPEC §9's 1–2 %. */
const ESTIMATE_FEE_BPS = 150n
/** USD per EUR for the estimate (the providers price EUR themselves). */
const USD_PER_EUR = 1.08
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/
const PROVIDER_NAMES: Record<OnrampProviderId, string> = {
  coinbase: 'Coinbase',
  moonpay: 'MoonPay',
}

/** The on-ramp calls of SPEC §7 over the configured providers. */
export type OnrampService = {
  options(): Promise<OnrampOptionsAnswer>
  quote(body: Record<string, unknown>): Promise<OnrampQuoteAnswer>
  url(body: Record<string, unknown>): Promise<OnrampUrlAnswer>
  /** Only `id` and `status` until the visitor opens the provider's page. */
  order(provider: string, orderId: string): Promise<OnrampOrder>
}

/**
 * Builds the on-ramp service: the providers of `config` (none: SPEC §7's fallbacks only),
 * currencies merged from those that answer, quotes from each, widget URLs with the secrets kept
 * here. Shapes: `Onramp*` in `@latch/core/api`; docs/onramp-server.md.
 */
export function createOnrampService(params: {
  config: OnrampConfig | undefined
  chains: ChainRegistry
  prices: PriceTable
}): OnrampService {
  const timeoutMs = params.config?.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const providers: OnrampProvider[] = (params.config?.providers ?? []).map((entry) =>
    entry.id === 'coinbase'
      ? coinbaseProvider(entry, timeoutMs)
      : moonpayProvider(entry, timeoutMs),
  )
  let cached: { at: number; list: OnrampPurchaseCurrency[] } | undefined

  const purchaseCurrencies = async (): Promise<OnrampPurchaseCurrency[]> => {
    if (cached && Date.now() - cached.at < OPTIONS_TTL_MS) return cached.list
    const answers = await Promise.allSettled(
      providers.map((provider) => provider.purchaseCurrencies()),
    )
    const lists = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []))
    if (lists.length === 0) return defaultPurchaseCurrencies(params.chains)
    const list = merge(lists, params.chains)
    cached = { at: Date.now(), list }
    return list
  }

  const pick = (value: unknown): OnrampProvider => {
    const provider = providers.find((candidate) => candidate.id === value)
    if (!provider) {
      throw new OnrampError(
        400,
        'unsupported_provider',
        `provider must be one of: ${providers.map((entry) => entry.id).join(', ') || 'none configured'}`,
      )
    }
    return provider
  }

  /** The currency and network asked for, among the options; 400 otherwise. */
  const resolve = async (currencyId: unknown, networkId: unknown) => {
    const list = await purchaseCurrencies()
    const wanted = typeof currencyId === 'string' ? currencyId.toUpperCase() : ''
    const currency = list.find((entry) => entry.id.toUpperCase() === wanted)
    if (!currency) {
      throw new OnrampError(
        400,
        'unsupported_currency',
        `purchaseCurrency must be one of ${list.map((entry) => entry.id).join(', ')}`,
      )
    }
    const network = currency.networks.find((entry) => matchesNetwork(entry, networkId))
    if (!network) {
      throw new OnrampError(
        400,
        'unsupported_network',
        `${currency.id} is sold on ${currency.networks.map((entry) => entry.name).join(', ') || 'no network'}`,
      )
    }
    return { currency, network }
  }

  /** Fiat, amount and method checked against SPEC §5's limits. */
  const payment = (body: Record<string, unknown>, amountField: string, defaultFiat?: 'USD') => {
    const fiat = parseFiat(body.paymentCurrency ?? defaultFiat)
    const cents = parseFiatAmount(body[amountField], amountField)
    const method = parseMethod(body.paymentMethod)
    checkLimits(cents, method, fiat)
    return { fiat, cents, method, amount: formatCents(cents) }
  }

  return {
    async options() {
      return {
        purchaseCurrencies: await purchaseCurrencies(),
        paymentCurrencies: paymentCurrencies(),
      }
    },

    async quote(body) {
      const { fiat, cents, method, amount } = payment(body, 'amount')
      const asked = body.provider === undefined ? providers : [pick(body.provider)]
      const { currency, network } = await resolve(body.purchaseCurrency, body.network)
      const request: QuoteRequest = { symbol: currency.symbol, network, fiat, amount, method }
      const answers = await Promise.allSettled(asked.map((provider) => provider.quote(request)))
      const quotes: OnrampQuote[] = []
      answers.forEach((answer, index) => {
        const provider = asked[index]!
        if (answer.status === 'fulfilled' && answer.value) {
          quotes.push({ provider: provider.id, providerName: provider.name, ...answer.value })
        } else if (answer.status === 'rejected' && !isUnavailable(answer.reason)) {
          throw answer.reason
        }
      })
      if (quotes.length > 0) return { quotes }
      // SPEC §7: every provider down (or none configured) — an estimate, clearly flagged.
      const estimateFor =
        asked.length > 0
          ? asked
          : (['coinbase', 'moonpay'] as const).map((id) => ({ id, name: PROVIDER_NAMES[id] }))
      return {
        quotes: estimateFor.map(({ id, name }) =>
          estimate(id, name, request, cents, params.prices),
        ),
      }
    },

    async url(body) {
      const provider = pick(body.provider)
      if (body.defaultExperience !== undefined && body.defaultExperience !== 'buy') {
        throw new OnrampError(400, 'invalid_parameter', "defaultExperience must be 'buy'")
      }
      const wallets = body.destinationWallets
      const wallet = Array.isArray(wallets)
        ? (wallets[0] as Record<string, unknown> | undefined)
        : undefined
      if (!wallet || typeof wallet !== 'object' || typeof wallet.address !== 'string') {
        throw new OnrampError(
          400,
          'invalid_body',
          'destinationWallets must list at least one { address, blockchains, assets }',
        )
      }
      const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : undefined)
      const address = parseEvmAddress(wallet.address, 'destinationWallets[0].address')
      if (body.presetFiatAmount === undefined) {
        throw new OnrampError(
          400,
          'invalid_body',
          'presetFiatAmount (what the visitor pays) is required',
        )
      }
      const cryptoAmount = body.presetCryptoAmount
      if (
        cryptoAmount !== undefined &&
        (typeof cryptoAmount !== 'string' || !/^\d{1,30}(\.\d{1,18})?$/.test(cryptoAmount))
      ) {
        throw new OnrampError(
          400,
          'invalid_parameter',
          'presetCryptoAmount must be a decimal string',
        )
      }
      const { fiat, method, amount } = payment(body, 'presetFiatAmount', 'USD')
      const { currency, network } = await resolve(
        body.purchaseCurrency ?? firstOf(wallet.assets) ?? 'USDC',
        body.defaultNetwork ?? firstOf(wallet.blockchains),
      )
      const orderId = randomUUID()
      const url = await provider.widgetUrl({
        symbol: currency.symbol,
        network,
        fiat,
        amount,
        method,
        address,
        orderId,
        cryptoAmount,
      })
      return { url, orderId }
    },

    async order(providerId, orderId) {
      const provider = pick(providerId)
      if (!ORDER_ID.test(orderId)) {
        throw new OnrampError(
          400,
          'invalid_parameter',
          'orderId must be 1–64 letters, digits, _ or -',
        )
      }
      const order = await provider.order(orderId)
      if (!order) return { id: orderId, status: 'pending' }
      const status = ['pending', 'completed', 'failed'].includes(order.status as string)
        ? (order.status as OnrampOrder['status'])
        : 'pending'
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
      const answer: OnrampOrder = { id: orderId, status }
      for (const key of ['purchaseAmount', 'currency', 'network', 'address', 'txHash'] as const) {
        const value = text(order[key])
        if (value !== undefined) answer[key] = value
      }
      return answer
    },
  }
}

/** Whether `value` names this network: its name, chain id or CAIP-2 id. */
function matchesNetwork(network: OnrampNetwork, value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false
  const reference = network.chain_id.includes(':')
    ? network.chain_id.split(':')[1]
    : network.chain_id
  return (
    value === network.name ||
    value === network.chain_id ||
    value === `eip155:${reference}` ||
    (value.includes(':') && value === network.chain_id)
  )
}

/** The providers' lists as one: currencies by id, networks by name, chain names from the config. */
function merge(lists: OnrampPurchaseCurrency[][], chains: ChainRegistry): OnrampPurchaseCurrency[] {
  const byId = new Map<string, OnrampPurchaseCurrency>()
  for (const currency of lists.flat()) {
    const entry = byId.get(currency.id) ?? { ...currency, networks: [] }
    byId.set(currency.id, entry)
    for (const network of currency.networks) {
      if (entry.networks.some((known) => known.name === network.name)) continue
      const chain = chains.get(`eip155:${network.chain_id}`)
      entry.networks.push({ ...network, display_name: chain?.name ?? network.display_name })
    }
  }
  return [...byId.values()]
}

/** SPEC §7's mocked quote: the server's price table and a 1.5 % fee, flagged `estimated`. */
function estimate(
  provider: OnrampProviderId,
  providerName: string,
  request: QuoteRequest,
  cents: bigint,
  prices: PriceTable,
): OnrampQuote {
  const fee = (cents * ESTIMATE_FEE_BPS + 9_999n) / 10_000n
  const subtotal = cents - fee
  const price = prices[request.symbol.toUpperCase()] ?? 0
  const usd = (Number(subtotal) / 100) * (request.fiat === 'EUR' ? USD_PER_EUR : 1)
  const decimals = request.symbol.toUpperCase() === 'USDC' ? 6 : 8
  const money = (value: bigint) => ({ amount: formatCents(value), currency: request.fiat })
  return {
    provider,
    providerName,
    purchaseAmount: {
      amount: price > 0 ? (usd / price).toFixed(decimals) : '0',
      currency: request.symbol,
    },
    paymentSubtotal: money(subtotal),
    paymentTotal: money(cents),
    networkFee: money(0n),
    providerFee: money(fee),
    quoteId: `estimate-${provider}`,
    estimated: true,
  }
}
