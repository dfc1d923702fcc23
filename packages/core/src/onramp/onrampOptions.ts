import type {
  OnrampNetwork,
  OnrampOptionsAnswer,
  OnrampPaymentMethodLimit,
  OnrampPurchaseCurrency,
} from '../api/onramp.ts'
import type { CaipNetwork } from '../types/network.ts'
import {
  DEFAULT_ONRAMP_CURRENCIES,
  DEFAULT_ONRAMP_FIAT,
  DEFAULT_ONRAMP_LIMITS,
} from './constants.ts'

/** SPEC §9: on-ramp is offered on eip155 and solana networks only. */
export function isOnrampNamespace(namespace: string): boolean {
  return namespace === 'eip155' || namespace === 'solana'
}

/**
 * The options network of a site network: its `chain_id` is the CAIP-2 id or, on eip155, the
 * bare chain id (`'31337'`), as providers list them.
 */
export function findOnrampNetwork(
  currency: OnrampPurchaseCurrency,
  network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>,
): OnrampNetwork | undefined {
  return currency.networks.find(
    (candidate) =>
      candidate.chain_id === network.caipNetworkId || candidate.chain_id === String(network.id),
  )
}

/**
 * SPEC §7 "On-ramp options failure falls back to default USDC and ETH lists": USDC on the site's
 * eip155 and solana networks, ETH on its eip155 ones (named by CAIP-2 id, contract unknown), paid
 * in USD or EUR with SPEC §5's default limits.
 */
export function getDefaultOnrampOptions(networks: readonly CaipNetwork[]): OnrampOptionsAnswer {
  const listed = (native: boolean) =>
    networks
      .filter((network) =>
        native ? network.chainNamespace === 'eip155' : isOnrampNamespace(network.chainNamespace),
      )
      .map((network) => ({
        name: network.caipNetworkId,
        display_name: network.name,
        chain_id: network.caipNetworkId,
        contract_address: '',
      }))
  return {
    purchaseCurrencies: DEFAULT_ONRAMP_CURRENCIES.map((currency) => ({
      ...currency,
      networks: listed(currency.id === 'ETH'),
    })),
    paymentCurrencies: DEFAULT_ONRAMP_FIAT.map((id) => ({
      id,
      payment_method_limits: DEFAULT_ONRAMP_LIMITS.map((limit) => ({ ...limit })),
    })),
  }
}

/** Whether an answer has the shape of SPEC §3's currencies (a server may answer anything). */
export function isOnrampOptions(value: unknown): value is OnrampOptionsAnswer {
  const answer = value as Partial<OnrampOptionsAnswer> | null
  return (
    !!answer &&
    Array.isArray(answer.purchaseCurrencies) &&
    Array.isArray(answer.paymentCurrencies) &&
    answer.purchaseCurrencies.every(
      (currency) =>
        typeof currency?.id === 'string' &&
        typeof currency.symbol === 'string' &&
        Array.isArray(currency.networks),
    ) &&
    answer.paymentCurrencies.every(
      (currency) =>
        typeof currency?.id === 'string' && Array.isArray(currency.payment_method_limits),
    )
  )
}

/** The limits of `method` in a payment currency, else SPEC §5's defaults. */
export function getOnrampLimit(
  limits: readonly OnrampPaymentMethodLimit[] | undefined,
  method: OnrampPaymentMethodLimit['id'],
): OnrampPaymentMethodLimit {
  return (
    limits?.find((limit) => limit.id === method) ??
    DEFAULT_ONRAMP_LIMITS.find((limit) => limit.id === method)!
  )
}
