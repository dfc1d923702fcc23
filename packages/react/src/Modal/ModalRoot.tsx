import type { LatchState } from '@latch/core'
import { type MouseEvent, type ReactNode, useId, useRef } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { useLatchLocale, useMessages } from '../i18n/useMessages.ts'
import { AlertBanner } from './AlertBanner.tsx'
import { wrapTab } from './focus.ts'
import { Header } from './Header.tsx'
import { modalMessages } from './messages.ts'
import { Toast } from './Toast.tsx'
import { useModalDialog } from './useModalDialog.ts'
import { ViewHost } from './ViewHost.tsx'

const selectOpen = (state: LatchState) => state.open
const selectShaking = (state: LatchState) => state.shaking
const selectBranding = (state: LatchState) => state.features.branding
const selectView = (state: LatchState) => state.history.at(-1)?.view ?? 'Connect'
const selectDepth = (state: LatchState) => state.history.length

/**
 * The modal: a native `<dialog>`, or in embedded mode an always-visible `<section>` with the
 * same content (no backdrop, no close button; `close()` resets it to the first view).
 */
export function ModalRoot({ embedded }: { embedded: boolean }) {
  const titleId = useId()
  const view = useLatchStore(selectView)
  const depth = useLatchStore(selectDepth)
  const shaking = useLatchStore(selectShaking)
  const branding = useLatchStore(selectBranding)
  const { locale, dir } = useLatchLocale()
  const card = {
    dir,
    lang: locale,
    className: 'latch-card',
    'aria-labelledby': titleId,
    'data-view': view,
    'data-shaking': shaking ? '' : undefined,
  }
  const content = (
    <>
      <Header titleId={titleId} closable={!embedded} />
      <AlertBanner />
      <ViewHost />
      <Toast />
      {branding ? <Footer /> : null}
    </>
  )
  if (embedded) {
    return (
      <section {...card} data-embedded="">
        {content}
      </section>
    )
  }
  return (
    <ModalDialog card={card} viewKey={`${depth}:${view}`}>
      {content}
    </ModalDialog>
  )
}

/** "Secured by Latch" (a component of its own: only an open modal loads the language). */
function Footer() {
  const m = useMessages('modal', modalMessages)
  return <p className="latch-footer">{m.footer}</p>
}

type ModalDialogProps = {
  card: Record<string, string | undefined>
  viewKey: string
  children: ReactNode
}

function ModalDialog({ card, viewKey, children }: ModalDialogProps) {
  const client = useLatchClient()
  const open = useLatchStore(selectOpen)
  const ref = useRef<HTMLDialogElement>(null)
  const pressedBackdrop = useRef(false)
  useModalDialog(ref, client, open, viewKey)

  // The dialog is the card, so a click whose target is the dialog itself and lands outside its
  // box hit the backdrop. Both press and release must be there: a text selection that ends on
  // the backdrop is not a click on it.
  const isBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget
    if (event.target !== dialog) return false
    const box = dialog.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    return x < box.left || x > box.right || y < box.top || y > box.bottom
  }

  return (
    <dialog
      {...card}
      ref={ref}
      tabIndex={-1}
      data-state={open ? 'open' : 'closed'}
      onCancel={(event) => {
        event.preventDefault()
        client.close()
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = isBackdrop(event)
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && isBackdrop(event)) client.close()
        pressedBackdrop.current = false
      }}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
    >
      {/* Nothing renders while closed: no wallet images load before the visitor asks. */}
      {open ? children : null}
    </dialog>
  )
}
