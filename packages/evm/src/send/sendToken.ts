import { RpcUrlRequiredError } from '@latch/core'
import { decodeFunctionResult, type Hex } from 'viem'
import { sendTransaction } from '../actions/sendTransaction.ts'
import { TransferNotConfirmedError } from '../errors.ts'
import type { ChainRequester } from '../transport/createChainRequester.ts'
import type { Eip1193Provider } from '../types.ts'
import { buildSendCall, type EvmSendTokenParameters, type SendCall } from './buildSendCall.ts'
import { usdtTransferAbi } from './erc20Abis.ts'

/**
 * Sends the native currency or an ERC-20 through the wallet; resolves with the transaction hash.
 * An ERC-20 transfer is first tried with `eth_call`, so a transfer the token would refuse (a
 * revert, or `false` from a standard token) fails here, before the visitor is asked to sign.
 */
export async function sendToken(
  provider: Eip1193Provider,
  request: ChainRequester,
  parameters: EvmSendTokenParameters,
): Promise<string> {
  const call = buildSendCall(parameters)
  if (call.data) await checkTransfer(request, parameters, call)
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
  request: ChainRequester,
  { network, from }: EvmSendTokenParameters,
  call: SendCall,
): Promise<void> {
  let answer: Hex
  try {
    answer = (await request(network, 'eth_call', [
      { from, to: call.to, data: call.data },
      'latest',
    ])) as Hex
  } catch (cause) {
    if (cause instanceof RpcUrlRequiredError) throw cause
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
