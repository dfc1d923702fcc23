import type { LatchClient } from '@latch/core'
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react'
import { LatchContext } from '../context/LatchContext.ts'
import { ModalInHost } from '../Modal/ModalInHost.tsx'
import { preloadWhenIdle } from '../Modal/preloadOpen.ts'

export type LatchProviderProps = {
  /** The client from `createLatch()`. Create it once, outside render. */
  latch: LatchClient
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
export function LatchProvider({ latch, children }: LatchProviderProps) {
  const append = !latch.options.enableEmbedded && !latch.options.disableAppend
  useEffect(() => {
    preloadWhenIdle(latch)
  }, [latch])
  return (
    <LatchContext.Provider value={latch}>
      {children}
      {append ? <AppendedModal /> : null}
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
