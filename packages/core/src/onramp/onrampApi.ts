import type {
  OnrampErrorBody,
  OnrampOptionsAnswer,
  OnrampOrder,
  OnrampQuoteAnswer,
  OnrampQuoteBody,
  OnrampUrlAnswer,
  OnrampUrlBody,
} from '../api/onramp.ts'
import type { Client } from '../client/types.ts'
import { HttpStatusError } from '../errors/http.ts'
import { OnrampRequestError } from './errors.ts'

/**
 * One on-ramp call of the blockchain API (SPEC §7), through the client's API client (project id,
 * sdk parameters, SPEC §9's 10 s time-out). A 4xx answer with an error code throws
 * {@link OnrampRequestError}; everything else is the API client's error (HttpStatusError,
 * NetworkRequestError, HttpTimeoutError).
 */
async function request<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof HttpStatusError) || error.status < 400 || error.status >= 500) {
      throw error
    }
    const body = error.body as Partial<OnrampErrorBody> | undefined
    if (typeof body?.error !== 'string') throw error
    throw new OnrampRequestError({
      code: body.error,
      status: error.status,
      min: typeof body.min === 'string' ? body.min : undefined,
      max: typeof body.max === 'string' ? body.max : undefined,
      cause: error,
    })
  }
}

/** `GET /v1/onramp/options`: what can be bought, and paid with (SPEC §3). */
export const getOnrampOptions = (client: Pick<Client, 'api'>) =>
  request(() => client.api.blockchain.get<OnrampOptionsAnswer>('/v1/onramp/options'))

/** `POST /v1/onramp/quote`: one quote per provider that answered. */
export const getOnrampQuotes = (client: Pick<Client, 'api'>, body: OnrampQuoteBody) =>
  request(() => client.api.blockchain.post<OnrampQuoteAnswer>('/v1/onramp/quote', body))

/** `POST /v1/generators/onrampurl`: the provider's page for the visitor, and its order id. */
export const getOnrampUrl = (client: Pick<Client, 'api'>, body: OnrampUrlBody) =>
  request(() => client.api.blockchain.post<OnrampUrlAnswer>('/v1/generators/onrampurl', body))

/** `GET /v1/onramp/orders/{provider}/{orderId}`: the provider's order. */
export const getOnrampOrder = (client: Pick<Client, 'api'>, provider: string, orderId: string) =>
  request(() =>
    client.api.blockchain.get<OnrampOrder>(
      `/v1/onramp/orders/${encodeURIComponent(provider)}/${encodeURIComponent(orderId)}`,
    ),
  )
