import type { ReactNode } from 'react'
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { useHostTheme } from '../theme/useHostTheme.ts'
import { Style } from './Style.tsx'
import { useShadowRoot } from './useShadowRoot.ts'

/**
 * The host of a Latch button: a `<span data-latch-button>` with an open shadow root holding the
 * button and its one `<style>`, themed like the modal, out of reach of the page's CSS. Rendered
 * on a server, the root is declarative (`<template shadowrootmode="open">`).
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
  // Rendered as well as set by the effect: a server-rendered button is themed from its first
  // paint (the server and the hydrating render agree: 'system' is light on both).
  const theme = useHostTheme(host)
  const content = (
    <>
      <Style>{css.join('')}</Style>
      {children}
    </>
  )
  return (
    <span data-latch-button={kind} data-theme={theme} ref={setHost}>
      {root ? (
        createPortal(content, root)
      ) : typeof document === 'undefined' ? (
        // On the server: a declarative shadow root, so the first HTML shows the button, styled
        // and out of the page's CSS. The browser's parser makes it the host's shadow root (the
        // host has no child left to hydrate), and useShadowRoot hands it to React.
        <template {...{ shadowrootmode: 'open' }}>{content}</template>
      ) : null}
    </span>
  )
}
