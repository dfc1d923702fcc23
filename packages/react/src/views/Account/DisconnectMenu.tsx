import { type ChainNamespace, LatchError } from '@latch/core'
import { useEffect, useId, useRef, useState } from 'react'
import { useLatchClient } from '../../context/LatchContext.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { SvgIcon } from '../../icons/icons.tsx'
import { NAMESPACE_NAMES } from '../Networks/NamespaceIcon.tsx'
import { DisconnectButton } from '../shared/DisconnectButton.tsx'
import { ICON_PATHS } from '../shared/extraIcons.ts'
import { disconnectMenuMessages } from './messages.ts'

/** Which disconnect is running: one namespace, or all of them. */
type Pending = ChainNamespace | 'all' | undefined

/**
 * Disconnect. With one chain family connected, the plain Disconnect row. With several, a
 * disclosure: "Disconnect Solana", "Disconnect EVM" … (each leaves the others connected; the
 * next one becomes active) and "Disconnect all" (which also closes the modal). A wallet that
 * fails to acknowledge still leaves the visitor disconnected; the failure shows as a toast with
 * the error's short message ('Failed to disconnect chain' for one namespace).
 */
export function DisconnectMenu({ namespaces }: { namespaces: ChainNamespace[] }) {
  const client = useLatchClient()
  const [expanded, setExpanded] = useState(false)
  const [pending, setPending] = useState<Pending>(undefined)
  const optionsId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const count = namespaces.length
  const previousCount = useRef(count)
  const m = useMessages('disconnectMenu', disconnectMenuMessages)
  useEffect(() => {
    // The option pressed went away with its namespace: focus stays on the Disconnect row
    // rather than falling out of the dialog.
    const root = wrapper.current?.getRootNode() as Document | ShadowRoot | undefined
    const lost = !root?.activeElement || wrapper.current?.contains(root.activeElement)
    if (count < previousCount.current && lost) {
      wrapper.current?.querySelector<HTMLElement>('[data-action=disconnect]')?.focus()
    }
    previousCount.current = count
  }, [count])
  if (count < 2) {
    return (
      <div className="latch-disconnect" ref={wrapper}>
        <DisconnectButton />
      </div>
    )
  }

  const run = async (target: Exclude<Pending, undefined>) => {
    if (pending) return
    setPending(target)
    try {
      await client.disconnect(target === 'all' ? {} : { namespace: target })
    } catch (error) {
      // The toast shows the error's text in the modal's language (by its class).
      if (error instanceof LatchError) {
        client.showToast({ message: error.shortMessage, error, variant: 'error' })
      }
    } finally {
      setPending(undefined)
    }
  }

  return (
    <div className="latch-disconnect" ref={wrapper}>
      <button
        type="button"
        className="latch-wallet latch-row"
        data-action="disconnect"
        aria-expanded={expanded}
        aria-controls={optionsId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span className="latch-row-icon">
          <SvgIcon path={ICON_PATHS.power} />
        </span>
        <span className="latch-wallet-name">{m.disconnect}</span>
        <span className="latch-disconnect-chevron" data-expanded={expanded}>
          <SvgIcon path={ICON_PATHS.chevronRight} size={18} />
        </span>
      </button>
      <ul id={optionsId} className="latch-disconnect-options" hidden={!expanded}>
        {namespaces.map((namespace) => (
          <li key={namespace}>
            <OptionButton
              label={m.t(m.disconnectFamily, { family: NAMESPACE_NAMES[namespace] })}
              target={namespace}
              pending={pending}
              onPress={run}
            />
          </li>
        ))}
        <li>
          <OptionButton label={m.disconnectAll} target="all" pending={pending} onPress={run} />
        </li>
      </ul>
    </div>
  )
}

function OptionButton({
  label,
  target,
  pending,
  onPress,
}: {
  label: string
  target: Exclude<Pending, undefined>
  pending: Pending
  onPress: (target: Exclude<Pending, undefined>) => void
}) {
  return (
    <button
      type="button"
      className="latch-disconnect-option"
      data-target={target}
      aria-disabled={pending ? true : undefined}
      onClick={() => onPress(target)}
    >
      {pending === target ? <span className="latch-spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  )
}
