import { useLayoutEffect, useState } from 'react'

/**
 * The open shadow root of `host`, attached on first use. A layout effect, so the content is in
 * place before the first paint (no flash of an empty host).
 */
export function useShadowRoot(host: HTMLElement | null): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    // StrictMode runs effects twice and a host takes one shadow root only: reuse it.
    setRoot(host ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : null)
  }, [host])
  return root
}
