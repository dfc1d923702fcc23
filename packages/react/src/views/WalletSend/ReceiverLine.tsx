import type { SendReceiverState } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { Avatar } from '../../Avatar/Avatar.tsx'

/** Under the receiver field: the name's avatar and address once found, or why not. */
export function ReceiverLine({
  id,
  state,
  sender,
}: {
  id: string
  state: SendReceiverState
  /** The sending account: a receiver that is the same account is pointed out. */
  sender: string
}) {
  const own =
    state.status === 'ready' && state.receiver.address.toLowerCase() === sender.toLowerCase()
  return (
    <p id={id} className="latch-send-hint" aria-live="polite" data-state={state.status}>
      {state.status === 'resolving' ? 'Looking up the name…' : null}
      {state.status === 'error' ? state.message : null}
      {state.status === 'ready' && state.receiver.name ? (
        <>
          {state.receiver.avatar ? (
            <img className="latch-send-avatar" src={state.receiver.avatar} alt="" />
          ) : (
            <Avatar address={state.receiver.address} size={20} />
          )}
          <span>
            {state.receiver.name} is{' '}
            <span title={state.receiver.address}>{shortenAddress(state.receiver.address)}</span>
          </span>
        </>
      ) : null}
      {own ? <span className="latch-send-own">This is your own address</span> : null}
    </p>
  )
}
