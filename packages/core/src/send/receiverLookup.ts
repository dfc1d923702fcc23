import type { Client } from '../client/types.ts'
import { LatchError } from '../errors/base.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import { isAddressForNamespace } from '../utils/isAddressForNamespace.ts'
import { patchSend } from './patchSend.ts'
import type { SendReceiverState, SendState } from './sendState.ts'

/** How long typing must pause before a name is looked up. */
export const NAME_LOOKUP_WAIT_MS = 300

/**
 * The receiver field's text, checked as far as it can be at once: empty, an address of the
 * chain (ready), or a name still to be looked up (`resolving`).
 */
export function getReceiverState(text: string, namespace: ChainNamespace): SendReceiverState {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'empty' }
  if (!isAddressForNamespace(trimmed, namespace)) return { status: 'resolving' }
  // The form accepts an EVM address without its 0x (SPEC §5); it is sent with it.
  const address = namespace === 'eip155' && !/^0x/i.test(trimmed) ? `0x${trimmed}` : trimmed
  return { status: 'ready', receiver: { address } }
}

/**
 * Looks `send.receiverAddress` up as a name once typing has paused ({@link NAME_LOOKUP_WAIT_MS})
 * when `send.receiver` is `resolving`. Only the latest text's answer counts: the lookup belongs
 * to that `receiver` object, which any new text replaces.
 */
export function lookUpReceiver(client: Client, send: SendState): void {
  const { entry, namespace, receiver } = send
  if (receiver.status !== 'resolving') return
  const to = send.receiverAddress.trim()
  const current = () => client.store.getState().send?.receiver === receiver
  const settle = (next: SendReceiverState) => {
    if (current()) patchSend(client, entry, { receiver: next })
  }
  client.schedule(() => {
    if (!current()) return
    import('../actions/resolveReceiver.ts')
      .then((module) => module.resolveReceiver(client, { to, namespace }))
      .then(
        (resolved) => settle({ status: 'ready', receiver: resolved }),
        (error: unknown) =>
          settle(
            error instanceof LatchError
              ? { status: 'error', message: error.shortMessage, error }
              : { status: 'error', message: 'Error resolving name' },
          ),
      )
  }, NAME_LOOKUP_WAIT_MS)
}
