import type { Client } from '../client/types.ts'
import { patchSend } from '../send/patchSend.ts'
import { getReceiverState, lookUpReceiver } from '../send/receiverLookup.ts'

/** What the visitor typed: an address of the chain, or a name (`bob.latch`, eip155). */
export type SetSendReceiverAddressParameters = string
/** What {@link setSendReceiverAddress} returns. */
export type SetSendReceiverAddressReturnType = undefined
/** {@link setSendReceiverAddress} throws nothing by design. */
export type SetSendReceiverAddressErrorType = never

/**
 * Sets the receiver of the open send (SPEC §3 Send state `receiverAddress`). An address of the
 * chain is ready at once; anything else is looked up as a name once typing pauses (300 ms), and
 * `state.send.receiver` gets its address and avatar, or 'Error resolving name'. Does nothing
 * while no Send view is open.
 *
 * @example
 * latch.setSendReceiverAddress('bob.latch')
 */
export function setSendReceiverAddress(
  client: Client,
  text: SetSendReceiverAddressParameters,
): SetSendReceiverAddressReturnType {
  const { send } = client.store.getState()
  if (!send) return
  // The same text give or take spaces: what was found for it still holds.
  if (text.trim() === send.receiverAddress.trim()) {
    patchSend(client, send.entry, { receiverAddress: text })
    return
  }
  patchSend(client, send.entry, {
    receiverAddress: text,
    receiver: getReceiverState(text, send.namespace),
  })
  const updated = client.store.getState().send
  if (updated) lookUpReceiver(client, updated)
}
