import { RPC_TIMEOUT_MS } from '../actions/createBalanceReader.ts'
import { RpcUrlRequiredError } from '../errors.ts'
import { rpcRequest } from '../utils/rpcRequest.ts'
import { buildSendCall, type EvmSendTokenParameters } from './buildSendCall.ts'

/**
 * What a send would cost in wei: `eth_estimateGas` for the very transaction `sendToken` sends,
 * times `eth_gasPrice` (SPEC §7 "estimate gas"). The wallet may pick other fees when it signs.
 */
export async function estimateSendFee(parameters: EvmSendTokenParameters): Promise<bigint> {
  const { network, from } = parameters
  const url = network.rpcUrls.default.http[0]
  if (!url)
    throw new RpcUrlRequiredError({ details: `${network.caipNetworkId} has no HTTP RPC URL` })
  const call = buildSendCall(parameters)
  const transaction = {
    from,
    to: call.to,
    value: `0x${call.value.toString(16)}`,
    ...(call.data ? { data: call.data } : {}),
  }
  const [gas, price] = await Promise.all([
    rpcRequest(url, 'eth_estimateGas', [transaction], RPC_TIMEOUT_MS),
    rpcRequest(url, 'eth_gasPrice', [], RPC_TIMEOUT_MS),
  ])
  return BigInt(gas as string) * BigInt(price as string)
}
