import type { LatchState } from '@latch/core'
import { Suspense, useState } from 'react'
import { useLatchStore } from '../hooks/useLatchStore.ts'
import { VIEW_REGISTRY } from '../views/index.ts'
import { Unavailable } from '../views/Unavailable/Unavailable.tsx'
import { useMeasuredHeight } from './useMeasuredHeight.ts'

const selectTop = (state: LatchState) => state.history.at(-1) ?? { view: 'Connect' as const }
const selectDepth = (state: LatchState) => state.history.length
const selectDirection = (state: LatchState) => state.direction

/**
 * The view on top of the history stack. A new view mounts with a slide/fade in the direction
 * of travel (`next`/`prev`); the body's height follows the view's measured height, so the
 * modal grows and shrinks smoothly between views.
 */
export function ViewHost() {
  const top = useLatchStore(selectTop)
  const depth = useLatchStore(selectDepth)
  const direction = useLatchStore(selectDirection)
  const [view, setView] = useState<HTMLDivElement | null>(null)
  const height = useMeasuredHeight(view)
  const View = VIEW_REGISTRY[top.view] ?? Unavailable
  return (
    <div className="latch-body" style={height === undefined ? undefined : { height }}>
      <div
        // A new key per stack position remounts the view, which replays the entry animation.
        key={`${depth}:${top.view}`}
        ref={setView}
        className="latch-view"
        data-view={top.view}
        data-direction={direction}
      >
        <Suspense fallback={<span className="latch-spinner" role="status" aria-label="Loading" />}>
          <View entry={top} />
        </Suspense>
      </div>
    </div>
  )
}
