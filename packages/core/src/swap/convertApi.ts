import type {
  ConvertAllowanceAnswer,
  ConvertAllowanceParameters,
  ConvertBuildApproveAnswer,
  ConvertBuildApproveParameters,
  ConvertBuildTransactionAnswer,
  ConvertBuildTransactionBody,
  ConvertGasPriceAnswer,
  ConvertQuotesAnswer,
  ConvertQuotesParameters,
  ConvertTokensAnswer,
} from '../api/convert.ts'
import type { QueryValue } from '../api/createApiClient.ts'
import type { FungiblePriceAnswer } from '../api/types.ts'
import type { Client } from '../client/types.ts'
import { HttpStatusError } from '../errors/http.ts'
import { ConvertRequestError, SwapsUnsupportedNetworkError } from './errors.ts'

/**
 * One call of the blockchain API's swap routes (SPEC §7 `/v1/convert/*`), through the client's
 * API client (project id, sdk parameters, SPEC §9's 10 s time-out). A 4xx answer's `error` code
 * classifies it: `swaps_unsupported_network` throws {@link SwapsUnsupportedNetworkError}, any
 * other code {@link ConvertRequestError}; everything else is the API client's error
 * (HttpStatusError, NetworkRequestError, HttpTimeoutError).
 */
async function request<T>(
  client: Pick<Client, 'api'>,
  caipNetworkId: string,
  path: string,
  query: Record<string, QueryValue>,
  body?: unknown,
): Promise<T> {
  try {
    return await (body === undefined
      ? client.api.blockchain.get<T>(path, query)
      : client.api.blockchain.post<T>(path, body, query))
  } catch (error) {
    if (!(error instanceof HttpStatusError) || error.status < 400 || error.status >= 500) {
      throw error
    }
    const code = (error.body as { error?: unknown } | undefined)?.error
    if (code === 'swaps_unsupported_network') {
      throw new SwapsUnsupportedNetworkError({ caipNetworkId, cause: error })
    }
    if (typeof code === 'string') {
      throw new ConvertRequestError({ code, status: error.status, cause: error })
    }
    throw error
  }
}

/** `GET /v1/convert/tokens`: the tokens the server swaps on the network, the native one first. */
export const getConvertTokens = (client: Pick<Client, 'api'>, chainId: string) =>
  request<ConvertTokensAnswer>(client, chainId, '/v1/convert/tokens', { chainId })

/** `GET /v1/convert/quotes`: the best quote first. */
export const getConvertQuotes = (client: Pick<Client, 'api'>, query: ConvertQuotesParameters) =>
  request<ConvertQuotesAnswer>(client, query.chainId, '/v1/convert/quotes', query)

/** `GET /v1/convert/allowance`: base units the swap contract may spend. */
export const getConvertAllowance = (
  client: Pick<Client, 'api'>,
  query: ConvertAllowanceParameters,
) => request<ConvertAllowanceAnswer>(client, query.chainId, '/v1/convert/allowance', query)

/** `GET /v1/convert/gas-price`: wei per gas, standard to instant. */
export const getConvertGasPrice = (client: Pick<Client, 'api'>, chainId: string) =>
  request<ConvertGasPriceAnswer>(client, chainId, '/v1/convert/gas-price', { chainId })

/** `GET /v1/convert/build-approve`: the approval transaction of exactly `amount`. */
export const buildConvertApprove = (
  client: Pick<Client, 'api'>,
  query: ConvertBuildApproveParameters,
) => request<ConvertBuildApproveAnswer>(client, query.chainId, '/v1/convert/build-approve', query)

/** `POST /v1/convert/build-transaction`: the swap transaction, slippage applied. */
export const buildConvertTransaction = (
  client: Pick<Client, 'api' | 'options'>,
  body: ConvertBuildTransactionBody,
) =>
  request<ConvertBuildTransactionAnswer>(
    client,
    body.chainId,
    '/v1/convert/build-transaction',
    {},
    { projectId: client.options.projectId, ...body },
  )

/** `POST /v1/fungible/price`: USD prices of the CAIP-10 ids the server knows. */
export const getFungiblePrices = (
  client: Pick<Client, 'api' | 'options'>,
  chainId: string,
  addresses: readonly string[],
) =>
  request<FungiblePriceAnswer>(
    client,
    chainId,
    '/v1/fungible/price',
    {},
    { currency: 'usd', projectId: client.options.projectId, addresses },
  )
