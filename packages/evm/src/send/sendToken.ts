import { decodeFunctionResult, type Hex } from 'viem'
import { RPC_TIMEOUT_MS } from '../actions/createBalanceReader.ts'
import { sendTransaction } from '../actions/sendTransaction.ts'
import { RpcUrlRequiredError, TransferNotConfirmedError } from '../errors.ts'
import type { Eip1193Provider } from '../types.ts'
import { rpcRequest } from '../utils/rpcRequest.ts'
import { buildSendCall, type EvmSendTokenParameters, type SendCall } from './buildSendCall.ts'
import { usdtTransferAbi } from './erc20Abis.ts'

/**
 * Sends the native currency or an ERC-20 through the wallet; resolves with the transaction hash.
 * An ERC-20 transfer is first tried with `eth_call`, so a transfer the token would refuse (a
 * revert, or `false` from a standard token) fails here, before the visitor is asked to sign.
 */
export async function sendToken(
  provider: Eip1193Provider,
  parameters: EvmSendTokenParameters,
): Promise<string> {
  const call = buildSendCall(parameters)
  if (call.data) await checkTransfer(parameters, call)
  return sendTransaction(provider, {
    network: parameters.network,
    from: parameters.from,
    to: call.to,
    value: call.value,
    data: call.data,
  })
}

/**
 * Simulates the transfer. A standard token must answer `true`; a USDT-style token answers
 * nothing, which is only accepted for tokens known to be USDT-style (an empty answer from a token
 * said to be standard may as well be an address with no contract).
 */
export async function checkTransfer(
  { network, from }: EvmSendTokenParameters,
  call: SendCall,
): Promise<void> {
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  let answer: Hex
  try {
    answer = (await rpcRequest(
      url,
      'eth_call',
      [{ from, to: call.to, data: call.data }, 'latest'],
      RPC_TIMEOUT_MS,
    )) as Hex
  } catch (cause) {
    throw new TransferNotConfirmedError({ cause })
  }
  if (call.abi === usdtTransferAbi) return
  let confirmed: unknown
  try {
    confirmed = decodeFunctionResult({ abi: call.abi!, functionName: 'transfer', data: answer })
  } catch (cause) {
    throw new TransferNotConfirmedError({ cause, details: `transfer answered ${answer}` })
  }
  if (confirmed !== true)
    throw new TransferNotConfirmedError({ details: 'transfer answered false' })
}
