import type { ReactNode } from 'react'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useHostTheme } from '../theme/useHostTheme.ts'
import { Style } from './Style.tsx'
import { useShadowRoot } from './useShadowRoot.ts'

/**
 * The host of a Latch button: a `<span data-latch-button>` with an open shadow root holding the
 * button and its one `<style>`, themed like the modal, out of reach of the page's CSS.
 */
export function ButtonHost({
  kind,
  css,
  children,
}: {
  /** Which button this is, as `data-latch-button` (for sites and tests to find it). */
  kind: string
  /** Style sheets, joined into the root's one `<style>`. */
  css: readonly string[]
  children: ReactNode
}) {
  const [host, setHost] = useState<HTMLSpanElement | null>(null)
  const root = useShadowRoot(host)
  useHostTheme(host)
  return (
    <span data-latch-button={kind} ref={setHost}>
      {root
        ? createPortal(
            <>
              <Style>{css.join('')}</Style>
              {children}
            </>,
            root,
          )
        : null}
    </span>
  )
}
