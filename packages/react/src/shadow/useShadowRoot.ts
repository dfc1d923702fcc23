import { useLayoutEffect, useState } from 'react'

/**
 * The open shadow root of `host`, attached on first use. A layout effect, so the content is in
 * place before the first paint (no flash of an empty host). A server-rendered host already has
 * one (declarative shadow DOM, see `ButtonHost`): it is taken over.
 */
export function useShadowRoot(host: HTMLElement | null): ShadowRoot | null {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useLayoutEffect(() => {
    if (!host) return setRoot(null)
    try {
      // A root the server declared (`<template shadowrootmode>`) comes back emptied, for React to
      // fill before the first paint: the server's button stays on screen until then.
      setRoot(host.attachShadow({ mode: 'open' }))
    } catch {
      // StrictMode runs effects twice and a host takes one shadow root only: reuse ours.
      setRoot(host.shadowRoot)
    }
  }, [host])
  return root
}
