import type { Client } from '../client/types.ts'
import { NotConnectedError, TransactionRejectedError } from '../errors/connection.ts'
import type { SendValidationError } from '../errors/send.ts'
import { isUserRejection } from '../errors/walletErrorCode.ts'
import { getAdapter } from '../selectors/getAdapter.ts'
import { getActiveNamespace, getNamespaceNetwork } from '../selectors/networks.ts'
import {
  InsufficientBalanceError,
  type InvalidReceiverError,
  type NameResolutionError,
  TokenNetworkMismatchError,
} from '../send/errors.ts'
import { tokenAddressOn } from '../send/tokenAddressOn.ts'
import type { SendableToken } from '../send/types.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { parseUnits } from '../utils/parseUnits.ts'
import { validateSendParameters } from '../utils/validateSendParameters.ts'
import { refreshAfterSend } from './refreshAfterSend.ts'
import { resolveReceiver } from './resolveReceiver.ts'

/** Parameters of {@link sendToken}. */
export type SendTokenParameters = {
  /** @defaultValue the active namespace */
  namespace?: ChainNamespace | undefined
  token: SendableToken | null | undefined
  /** In whole units of the token, as typed (`'12.5'`). */
  amount: string | number | null | undefined
  /** The receiver: an address of the chain, or a name (eip155, looked up on the server). */
  to: string | null | undefined
}

/** What {@link sendToken} resolves with. */
export type SendTokenReturnType = {
  /** The transaction hash (eip155) or signature (solana). */
  hash: string
}

/** What {@link sendToken} may throw, by class. */
export type SendTokenErrorType =
  | SendValidationError
  | NotConnectedError
  | TokenNetworkMismatchError
  | InsufficientBalanceError
  | InvalidReceiverError
  | NameResolutionError
  | TransactionRejectedError

/**
 * Sends `amount` of `token` from the connected account to `to` (an address, or a name on
 * eip155) and resolves with the transaction hash. Checks first, in this order: SPEC §5's send
 * rules ('Unsupported chain', 'A token is required', 'An amount and receiver address are
 * required'), a connected account, the token's network, the balance
 * ({@link InsufficientBalanceError}), the receiver (name lookup). Then emits SEND_INITIATED,
 * asks the wallet, and emits SEND_SUCCESS, SEND_REJECTED (the visitor declined: 4001,
 * TransactionRejectedError) or SEND_ERROR. Balances and activity refresh after a send.
 *
 * @example
 * const { hash } = await latch.sendToken({ token, amount: '12.5', to: 'bob.latch' })
 */
export async function sendToken(
  client: Client,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const state = client.store.getState()
  const { namespace, token, amount, receiverAddress } = validateSendParameters({
    namespace: parameters.namespace ?? getActiveNamespace(client, state),
    token: parameters.token,
    amount: parameters.amount,
    receiverAddress: parameters.to,
  })
  const from = state.accounts[namespace]?.address
  const connectorId = state.connectedConnectorIds[namespace]
  const network = getNamespaceNetwork(client, state, namespace)
  if (!from || !connectorId || !network) throw new NotConnectedError()
  const tokenAddress = tokenAddressOn(token, network)
  const decimals = Number(token.quantity.decimals)
  const value = parseUnits(String(amount), decimals)
  if (value > balanceOf(token, decimals)) {
    throw new InsufficientBalanceError({ symbol: token.symbol })
  }
  const receiver = await resolveReceiver(client, { to: receiverAddress, namespace })

  const properties = {
    namespace,
    network: network.caipNetworkId,
    token: token.symbol,
    amount: String(amount),
    to: receiver.address,
  }
  client.events.emit('SEND_INITIATED', properties)
  try {
    const adapter = getAdapter(client, namespace)
    const send = { connectorId, network, from, to: receiver.address }
    let hash: string
    if (adapter.sendToken) {
      hash = await adapter.sendToken({
        ...send,
        amount: value,
        ...(tokenAddress ? { token: { address: tokenAddress, decimals } } : {}),
      })
    } else if (!tokenAddress) {
      hash = await adapter.sendTransaction({ ...send, value })
    } else {
      throw new TokenNetworkMismatchError({ details: `the ${namespace} adapter sends no tokens` })
    }
    client.events.emit('SEND_SUCCESS', { ...properties, hash })
    refreshAfterSend(client, { namespace, hash })
    return { hash }
  } catch (cause) {
    if (isUserRejection(cause)) {
      client.events.emit('SEND_REJECTED', properties)
      throw new TransactionRejectedError({ cause })
    }
    const message = (cause as { shortMessage?: string; message?: string }) ?? {}
    client.events.emit('SEND_ERROR', {
      ...properties,
      message: message.shortMessage ?? message.message ?? String(cause),
    })
    throw cause
  }
}

/** The balance the token entry reports, in its smallest unit (0 when it can't be read). */
function balanceOf(token: SendableToken, decimals: number): bigint {
  // Digits past the token's decimals can't be sent anyway; a display value may carry them.
  const [whole = '', fraction = ''] = token.quantity.numeric.split('.')
  try {
    return parseUnits(`${whole}.${fraction.slice(0, decimals)}`, decimals)
  } catch {
    return 0n
  }
}
