import { type ChainNamespace, LatchError, type ResolvedReceiver } from '@latch/core'
import { isAddressForNamespace } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'

/** How long typing must pause before a name is looked up. */
export const NAME_LOOKUP_WAIT_MS = 300

export type ReceiverState =
  | { status: 'empty' }
  | { status: 'resolving' }
  | { status: 'ready'; receiver: ResolvedReceiver }
  | { status: 'error'; message: string }

/**
 * Follows the receiver field: an address of the chain is ready at once; anything else is looked
 * up as a name once typing pauses ({@link NAME_LOOKUP_WAIT_MS}). Only the latest text's answer
 * counts.
 */
export function useReceiver(text: string, namespace: ChainNamespace): ReceiverState {
  const client = useLatchClient()
  const trimmed = text.trim()
  const isAddress = isAddressForNamespace(trimmed, namespace)
  const [looked, setLooked] = useState<{ text: string; state: ReceiverState }>()
  useEffect(() => {
    if (!trimmed || isAddress) return
    let current = true
    const timer = setTimeout(() => {
      client.resolveReceiver({ to: trimmed, namespace }).then(
        (receiver) => current && setLooked({ text: trimmed, state: { status: 'ready', receiver } }),
        (error: unknown) =>
          current &&
          setLooked({
            text: trimmed,
            state: {
              status: 'error',
              message: error instanceof LatchError ? error.shortMessage : 'Error resolving name',
            },
          }),
      )
    }, NAME_LOOKUP_WAIT_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, trimmed, isAddress, namespace])
  if (!trimmed) return { status: 'empty' }
  if (isAddress) {
    // The form accepts an EVM address without its 0x (SPEC §5); core adds it when sending.
    const address = namespace === 'eip155' && !/^0x/i.test(trimmed) ? `0x${trimmed}` : trimmed
    return { status: 'ready', receiver: { address } }
  }
  return looked?.text === trimmed ? looked.state : { status: 'resolving' }
}
