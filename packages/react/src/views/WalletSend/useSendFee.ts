import type { ChainNamespace, SendFee } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import type { SendFormToken } from './sendableTokens.ts'

export type FeeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; fee: SendFee }
  | { status: 'unavailable' }

/**
 * The network fee of the send as the form stands, once it is complete (`request` set). A
 * failed estimate is 'unavailable': the wallet still shows its own fee before signing.
 */
export function useSendFee(
  namespace: ChainNamespace,
  request: { token: SendFormToken; amount: string; to: string } | undefined,
): FeeState {
  const client = useLatchClient()
  const key = request ? `${request.token.address ?? ''}|${request.amount}|${request.to}` : ''
  const [result, setResult] = useState<{ key: string; state: FeeState }>()
  // `key` stands for `request`'s content: an equal request made anew doesn't estimate again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: request is read through key
  useEffect(() => {
    if (!request) return
    let current = true
    client.estimateSendFee({ namespace, ...request }).then(
      (fee) =>
        current &&
        setResult({ key, state: fee ? { status: 'ready', fee } : { status: 'unavailable' } }),
      () => current && setResult({ key, state: { status: 'unavailable' } }),
    )
    return () => {
      current = false
    }
  }, [client, namespace, key])
  if (!request) return { status: 'idle' }
  return result?.key === key ? result.state : { status: 'loading' }
}
