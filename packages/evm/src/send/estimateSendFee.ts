import type { ChainRequester } from '../transport/createChainRequester.ts'
import { buildSendCall, type EvmSendTokenParameters } from './buildSendCall.ts'

/**
 * What a send would cost in wei: `eth_estimateGas` for the very transaction `sendToken` sends,
 * times `eth_gasPrice` (SPEC §7 "estimate gas"), both in one JSON-RPC batch. The wallet may pick other fees when it signs.
 */
export async function estimateSendFee(
  request: ChainRequester,
  parameters: EvmSendTokenParameters,
): Promise<bigint> {
  const { network, from } = parameters
  const call = buildSendCall(parameters)
  const transaction = {
    from,
    to: call.to,
    value: `0x${call.value.toString(16)}`,
    ...(call.data ? { data: call.data } : {}),
  }
  const [gas, price] = await Promise.all([
    request(network, 'eth_estimateGas', [transaction]),
    request(network, 'eth_gasPrice'),
  ])
  return BigInt(gas as string) * BigInt(price as string)
}
