import type { CaipNetwork } from '@latch/core'
import type { Eip1193Provider } from '../types.ts'
import { ensureChain } from './switchChain.ts'

export type SendTransactionParameters = {
  network: CaipNetwork
  from: string
  to: string
  /** In wei. */
  value: bigint
  data?: string | undefined
  /** Gas limit; without it the wallet estimates. */
  gas?: bigint | undefined
}

/**
 * `eth_sendTransaction` on `network`: the wallet is switched there first if it drifted (the
 * visitor may have changed chain in the wallet). The wallet fills gas, fees and nonce.
 */
export async function sendTransaction(
  provider: Eip1193Provider,
  { network, from, to, value, data, gas }: SendTransactionParameters,
): Promise<string> {
  await ensureChain(provider, network)
  const transaction = {
    from,
    to,
    value: `0x${value.toString(16)}`,
    ...(data ? { data } : {}),
    ...(gas ? { gas: `0x${gas.toString(16)}` } : {}),
  }
  return (await provider.request({
    method: 'eth_sendTransaction',
    params: [transaction],
  })) as string
}
