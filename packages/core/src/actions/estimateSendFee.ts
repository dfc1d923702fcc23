import type { Client } from '../client/types.ts'
import { NotConnectedError } from '../errors/connection.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import type { TokenNetworkMismatchError } from '../send/errors.ts'
import { tokenAddressOn } from '../send/tokenAddressOn.ts'
import type { SendableToken, SendFee } from '../send/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { formatUnits } from '../utils/formatUnits.ts'
import { parseUnits } from '../utils/parseUnits.ts'

/** Parameters of {@link estimateSendFee}. */
export type EstimateSendFeeParameters = {
  namespace?: ChainNamespace | undefined
  token: SendableToken
  /** In whole units of the token. */
  amount: string
  /** The receiver's address (resolve names first). */
  to: string
}

/** The fee; `undefined` when the adapter can't tell. */
export type EstimateSendFeeReturnType = SendFee | undefined
/** What {@link estimateSendFee} may throw, by class. */
export type EstimateSendFeeErrorType = NotConnectedError | TokenNetworkMismatchError

/**
 * What sending would cost in network fees, in the native currency: on eip155 the gas estimate
 * times the gas price, on solana the signature fee plus the rent of a token account the send
 * would create. `undefined` when the adapter can't tell. Throws what the estimate throws (an
 * RPC error, a transfer the token would refuse).
 *
 * @example
 * const fee = await latch.estimateSendFee({ token, amount: '1.5', to: receiver.address })
 */
export async function estimateSendFee(
  client: Client,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const state = client.store.getState()
  const namespace = parameters.namespace ?? getActiveNamespace(client, state)
  const from = state.accounts[namespace]?.address
  const network = getNamespaceNetwork(client, state, namespace)
  if (!from || !network) throw new NotConnectedError()
  const adapter = getAdapter(client, namespace)
  if (!adapter.estimateSendFee) return undefined
  const decimals = Number(parameters.token.quantity.decimals)
  const tokenAddress = tokenAddressOn(parameters.token, network)
  const value = await adapter.estimateSendFee({
    network,
    from,
    to: parameters.to,
    amount: parseUnits(parameters.amount, decimals),
    ...(tokenAddress ? { token: { address: tokenAddress, decimals } } : {}),
  })
  const { decimals: nativeDecimals, symbol } = network.nativeCurrency
  return { value, formatted: formatUnits(value, nativeDecimals), symbol }
}
