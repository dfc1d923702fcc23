import { InvalidReceiverError, NameResolutionError, type SendReceiverState } from '@latch/core'
import { shortenAddress } from '@latch/core/internal'
import { Avatar } from '../../Avatar/Avatar.tsx'
import { useErrorText } from '../../i18n/useErrorText.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { sendMessages } from './messages.ts'

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
  const m = useMessages('send', sendMessages)
  const errorText = useErrorText()
  // '{name} is {address}': the address is an element of its own, the text around it the language's.
  const nameIs =
    state.status === 'ready' && state.receiver.name
      ? m.t(m.nameIs, { name: state.receiver.name }).split('{address}')
      : []
  const own =
    state.status === 'ready' && state.receiver.address.toLowerCase() === sender.toLowerCase()
  return (
    <p id={id} className="latch-send-hint" aria-live="polite" data-state={state.status}>
      {state.status === 'resolving' ? m.lookingUp : null}
      {state.status === 'error'
        ? // By the error's class (SPEC's English in `sendMessages`); a lookup that failed without
          // one is a name not resolved.
          state.error instanceof InvalidReceiverError
          ? m.invalidReceiver
          : state.error instanceof NameResolutionError || !state.error
            ? m.nameError
            : errorText(state.error, state.message)
        : null}
      {state.status === 'ready' && state.receiver.name ? (
        <>
          {state.receiver.avatar ? (
            <img className="latch-send-avatar" src={state.receiver.avatar} alt="" />
          ) : (
            <Avatar address={state.receiver.address} size={20} />
          )}
          <span>
            {nameIs[0]}
            <span title={state.receiver.address}>{shortenAddress(state.receiver.address)}</span>
            {nameIs[1]}
          </span>
        </>
      ) : null}
      {own ? <span className="latch-send-own">{m.ownAddress}</span> : null}
    </p>
  )
}
