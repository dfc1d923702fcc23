import type { LatchState } from '@latch/core'
import { Suspense, useEffect, useRef, useState } from 'react'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { useMessages } from '../i18n/useMessages.ts'
import { MODAL_ENTRY_MS } from '../theme/tokens.ts'
import { whenIdle } from '../utils/whenIdle.ts'
import { LazyView } from '../views/lazyView.tsx'
import { Account, ConnectingExternal, preloadViews, Unavailable } from '../views/lazyViews.ts'
import { VIEW_REGISTRY } from '../views/viewRegistry.ts'
import { modalMessages } from './messages.ts'
import { useMeasuredHeight } from './useMeasuredHeight.ts'

const selectTop = (state: LatchState) => state.history.at(-1) ?? { view: 'Connect' as const }
const selectDepth = (state: LatchState) => state.history.length
const selectDirection = (state: LatchState) => state.direction

/**
 * The view on top of the history stack. A new view mounts with a slide/fade in the direction
 * of travel (`next`/`prev`); the body's height follows the view's measured height, so the
 * modal grows and shrinks smoothly between views.
 *
 * It mounts when the modal opens: the views a visitor reaches next (ConnectingExternal after
 * picking a wallet, Account once connected) start loading as soon as the browser is idle, so
 * they show without a wait and don't hold up what the first view asks for (its wallet list).
 */
export function ViewHost() {
  const top = useLatchStore(selectTop)
  const depth = useLatchStore(selectDepth)
  const direction = useLatchStore(selectDirection)
  const [view, setView] = useState<HTMLDivElement | null>(null)
  const body = useRef<HTMLDivElement>(null)
  useMeasuredHeight(view, body)
  const View = VIEW_REGISTRY[top.view] ?? Unavailable
  useEffect(() => {
    whenIdle(() => preloadViews(ConnectingExternal, Account))
  }, [])
  // While the dialog makes its entry, content that settles (directory rows arriving) sets the
  // height at once: the opening is one motion, not a fade followed by a resize.
  const [entering, setEntering] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setEntering(false), MODAL_ENTRY_MS)
    return () => clearTimeout(timer)
  }, [])
  const key = `${depth}:${top.view}`
  // ViewHost mounts as the modal opens: its first view arrives with the dialog's own entry
  // rather than sliding in after it. Once the visitor moves on, every view slides (coming back
  // to the first one included).
  const firstKey = useRef<string | undefined>(key)
  if (firstKey.current !== key) firstKey.current = undefined
  return (
    <div className="latch-body" ref={body} data-entering={entering ? '' : undefined}>
      <div
        // A new key per stack position remounts the view, which replays the entry animation.
        key={key}
        ref={setView}
        className="latch-view"
        data-view={top.view}
        data-direction={direction}
        data-entering={key === firstKey.current ? '' : undefined}
      >
        {/* The fallback fades in late: a view that loads fast never flashes a spinner. */}
        <Suspense fallback={<Loading />}>
          {'load' in View ? <LazyView loader={View} entry={top} /> : <View entry={top} />}
        </Suspense>
      </div>
    </div>
  )
}

/** The spinner while a view's code loads, named for screen readers. */
function Loading() {
  const m = useMessages('modal', modalMessages)
  return <span className="latch-spinner" role="status" aria-label={m.loading} />
}
