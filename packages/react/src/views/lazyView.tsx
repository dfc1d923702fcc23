import { useState } from 'react'
import { useMessages } from '../i18n/useMessages.ts'
import { SvgIcon } from '../icons/icons.tsx'
import { focusView } from '../Modal/focus.ts'
import { modalMessages } from '../Modal/messages.ts'
import type { ViewComponent, ViewProps } from './types.ts'

/** The `modal` namespace's texts for a view whose code failed to load. */
type FailedText = 'failed' | 'emailFailed'

/** A view whose code loads on demand: a loader the modal renders through {@link LazyView}. */
export type ViewLoader = {
  /** Starts loading the view's code (once); rejects if it fails to load. */
  load(): Promise<void>
  /** The view, once loaded. */
  View: ViewComponent | undefined
  /** The last load failed (a retry is offered). */
  failed: boolean
  /** A render had to wait for the code: the view takes focus once it shows. */
  waited: boolean
  /** What the panel says when the code could not load: a key of the `modal` namespace. @defaultValue `'failed'` ('This view could not be loaded') */
  failedText?: FailedText | undefined
}

/**
 * A view that loads on demand (SPEC §1: pay only for what you open). `load()` may be called
 * early — when the modal opens, when a wallet is hovered — so the view is there by the time it
 * is shown.
 */
export function lazyView(
  importView: () => Promise<ViewComponent>,
  failedText?: FailedText,
): ViewLoader {
  let loading: Promise<void> | undefined
  const loader: ViewLoader = {
    View: undefined,
    failed: false,
    waited: false,
    failedText,
    load() {
      loading ??= importView().then(
        (View) => {
          loader.View = View
        },
        (error: unknown) => {
          // A chunk that failed (flaky network, a new deploy) may load on the next try.
          loading = undefined
          throw error
        },
      )
      return loading
    },
  }
  return loader
}

/**
 * The modal focuses a new view's first control as it opens (SPEC §2 views, a11y); a view that
 * was still loading had none, so the dialog itself took focus. Once the view arrives, its
 * first control takes it — unless the visitor has moved focus elsewhere meanwhile.
 */
function focusOnArrival(marker: HTMLElement | null): void {
  if (!marker) return
  const card = marker.closest<HTMLElement>('.latch-card')
  if (card && (marker.getRootNode() as ShadowRoot | Document).activeElement === card) {
    focusView(card)
  }
}

/**
 * Renders a lazily loaded view. Unlike `React.lazy`, a view already loaded renders in the same
 * pass, so a preloaded view never shows a loading state. One still loading suspends (the
 * modal's `<Suspense>` shows its fallback); one that failed to load offers a retry instead of
 * breaking the page.
 */
export function LazyView({ loader, entry }: ViewProps & { loader: ViewLoader }) {
  const [, rerender] = useState(0)
  const { View } = loader
  if (View) {
    if (!loader.waited) return <View entry={entry} />
    loader.waited = false
    return (
      <>
        <View entry={entry} />
        <span hidden ref={focusOnArrival} />
      </>
    )
  }
  if (!loader.failed) {
    loader.waited = true
    // Suspends: React renders again once this settles.
    throw loader.load().catch(() => {
      loader.failed = true
    })
  }
  return (
    <LoadFailed
      text={loader.failedText ?? 'failed'}
      onRetry={() => {
        loader.failed = false
        rerender((count) => count + 1)
      }}
    />
  )
}

/** A view's code could not load: says so, with "Try again". */
function LoadFailed({ text, onRetry }: { text: FailedText; onRetry(): void }) {
  const m = useMessages('modal', modalMessages)
  return (
    <div className="latch-empty" role="alert">
      <span className="latch-empty-icon">
        <SvgIcon name="alertCircle" size={24} />
      </span>
      <p className="latch-empty-title">{m[text]}</p>
      <button type="button" className="latch-button-secondary" onClick={onRetry}>
        {m.retry}
      </button>
    </div>
  )
}
