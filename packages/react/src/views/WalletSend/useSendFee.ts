import { type ChainNamespace, LatchError, type SendFee } from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import type { SendFormToken } from './sendableTokens.ts'

export type FeeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; fee: SendFee }
  | { status: 'unavailable' }
  /** The kit knows this send can't go out as it stands (a receiver typo, a bad token …). */
  | { status: 'refused'; message: string }

/**
 * The network fee of the send as the form stands, once it is complete (`request` set). A node
 * failing the estimate makes it 'unavailable' (the wallet still shows its own fee before
 * signing); the kit refusing the send (a Latch error) makes it 'refused', with the reason.
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
      (error: unknown) =>
        current &&
        setResult({
          key,
          // A node's answer (a revert, a timeout) leaves the fee to the wallet; the kit's own
          // errors mean the send itself would be refused, so they are shown.
          state:
            error instanceof LatchError
              ? { status: 'refused', message: error.shortMessage }
              : { status: 'unavailable' },
        }),
    )
    return () => {
      current = false
    }
  }, [client, namespace, key])
  if (!request) return { status: 'idle' }
  return result?.key === key ? result.state : { status: 'loading' }
}
