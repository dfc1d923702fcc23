import type { LatchClient } from '@latch/core'
import type { LatchInitialState } from '@latch/core/ssr'
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { LatchContext, LatchServerStateContext } from '../context/LatchContext.ts'
import { ModalInHost } from '../Modal/ModalInHost.tsx'
import { preloadWhenIdle } from '../Modal/preloadOpen.ts'

export type LatchProviderProps = {
  /** The client from `createLatch()`. Create it once, outside render. */
  latch: LatchClient
  /**
   * A server-rendered page: the visitor's stored connection as the server read it
   * (`cookieToInitialState` from `@latch/core/ssr`). The server and the browser's first render
   * both render from it, so a returning visitor's account is in the first HTML and hydration
   * finds no mismatch. See docs/ssr.md.
   */
  initialState?: LatchInitialState | undefined
  children?: ReactNode
}

/**
 * Makes the Latch client available to hooks and components, and mounts the modal: a
 * `<div data-latch-modal>` appended to `body` with an open shadow root (SPEC §1). With
 * `enableEmbedded` or `disableAppend` it mounts nothing; render `<LatchModal />` yourself.
 * Once the page has loaded and is idle, it loads the code the modal's first opening needs, so
 * the first click waits for no download.
 *
 * @example
 * const latch = createLatch({ projectId: 'latch-dev-project', networks: [mainnet] })
 * createRoot(el).render(
 *   <LatchProvider latch={latch}>
 *     <ConnectButton />
 *   </LatchProvider>,
 * )
 */
export function LatchProvider({ latch, initialState, children }: LatchProviderProps) {
  const append = !latch.options.enableEmbedded && !latch.options.disableAppend
  // Read once: the hydrating render must see what the server saw (the client's own state, with
  // the visitor's stored connection as the server read it).
  const [serverState] = useState(() => initialState && { ...latch.getState(), ...initialState })
  useEffect(() => {
    preloadWhenIdle(latch)
  }, [latch])
  return (
    <LatchContext.Provider value={latch}>
      <LatchServerStateContext.Provider value={serverState}>
        {children}
        {append ? <AppendedModal /> : null}
      </LatchServerStateContext.Provider>
    </LatchContext.Provider>
  )
}

function AppendedModal() {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const element = document.createElement('div')
    element.setAttribute('data-latch-modal', '')
    document.body.append(element)
    setHost(element)
    return () => element.remove()
  }, [])
  return <ModalInHost host={host} embedded={false} />
}
