import { shared } from '../client/shared.ts'
import type { Client } from '../client/types.ts'
import { getOnrampOptions } from '../onramp/onrampApi.ts'
import {
  findOnrampNetwork,
  getDefaultOnrampOptions,
  isOnrampOptions,
} from '../onramp/onrampOptions.ts'
import type { OnrampOptionsState } from '../onramp/onrampState.ts'
import { patchOnramp } from '../onramp/patchOnramp.ts'
import { findNetwork } from '../selectors/networks.ts'

/** What {@link fetchOnrampOptions} resolves with: the options as `state.onramp` now holds them. */
export type FetchOnrampOptionsReturnType = OnrampOptionsState | undefined
/** {@link fetchOnrampOptions} throws nothing: a failure gives SPEC §7's default lists. */
export type FetchOnrampOptionsErrorType = never

/**
 * Reads what can be bought and paid with (SPEC §7 `GET /v1/onramp/options`) into
 * `state.onramp.options`. When the server cannot answer (offline, an error, an answer without
 * SPEC §3's shape) the default USDC and ETH lists stand in (SPEC §7), with SPEC §5's default
 * limits, marked `fallback`. Then the form's currency is resolved: the one the view was opened
 * with (id or symbol), else USDC, else the first sold on the network. Does nothing while no Buy
 * view is open.
 *
 * @example
 * const options = await fetchOnrampOptions(latch)
 * if (options?.status === 'ready' && options.fallback) console.log('default lists')
 */
export async function fetchOnrampOptions(client: Client): Promise<FetchOnrampOptionsReturnType> {
  const onramp = client.store.getState().onramp
  if (!onramp) return undefined
  const { entry } = onramp
  const answer = await shared(client, 'onrampOptions', async () => {
    try {
      const options = await getOnrampOptions(client)
      if (isOnrampOptions(options)) return { options, fallback: false }
      client.logger.warn('on-ramp options: unexpected answer', options)
    } catch (error) {
      client.logger.warn('on-ramp options failed', error)
    }
    return { options: getDefaultOnrampOptions(client.networks), fallback: true }
  })
  const options: OnrampOptionsState = {
    status: 'ready',
    purchaseCurrencies: answer.options.purchaseCurrencies,
    paymentCurrencies: answer.options.paymentCurrencies,
    fallback: answer.fallback,
  }
  patchOnramp(client, entry, (current) => {
    const wanted = current.purchaseCurrency?.toLowerCase()
    const network = findNetwork(client, current.caipNetworkId)
    // Only what is sold on the purchase's network can be picked.
    const sold = options.purchaseCurrencies.filter(
      (currency) => network && findOnrampNetwork(currency, network),
    )
    const byName = (id: string | undefined) =>
      sold.find(
        (currency) => currency.id.toLowerCase() === id || currency.symbol.toLowerCase() === id,
      )?.id
    const fiat = options.paymentCurrencies.some(
      (currency) => currency.id === current.paymentCurrency,
    )
      ? current.paymentCurrency
      : (options.paymentCurrencies[0]?.id ?? current.paymentCurrency)
    return {
      options,
      purchaseCurrency: byName(wanted) ?? byName('usdc') ?? sold[0]?.id,
      paymentCurrency: fiat,
    }
  })
  return client.store.getState().onramp?.entry === entry ? options : undefined
}
