import type { OnrampState } from './onrampState.ts'

/**
 * What every on-ramp event carries: the network (CAIP-2), the currency bought, the fiat currency,
 * the amount typed and the payment method (and the provider once one is picked).
 */
export function onrampEventProperties(onramp: OnrampState) {
  return {
    network: onramp.caipNetworkId,
    purchaseCurrency: onramp.purchaseCurrency,
    paymentCurrency: onramp.paymentCurrency,
    amount: onramp.amount,
    paymentMethod: onramp.paymentMethod,
    ...(onramp.provider ? { provider: onramp.provider } : {}),
  }
}
