import { useState } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import { ModalInHost } from './ModalInHost.tsx'

export type LatchModalProps = {
  /**
   * Render inline and always visible instead of as a dialog.
   * @defaultValue the client's `enableEmbedded` option
   */
  embedded?: boolean
}

/**
 * The modal, placed where you render it. Needed only with `enableEmbedded` or `disableAppend`
 * (otherwise `<LatchProvider>` appends it to `body` itself). It renders into its own shadow
 * root, so the page's CSS can't reach it.
 *
 * @example
 * const latch = createLatch({ projectId, networks: [mainnet], enableEmbedded: true })
 * <LatchProvider latch={latch}>
 *   <aside><LatchModal /></aside>
 * </LatchProvider>
 */
export function LatchModal({ embedded }: LatchModalProps = {}) {
  const client = useLatchClient('<LatchModal>')
  const [host, setHost] = useState<HTMLDivElement | null>(null)
  const isEmbedded = embedded ?? client.options.enableEmbedded ?? false
  return (
    <div data-latch-modal="" data-embedded={isEmbedded ? '' : undefined} ref={setHost}>
      <ModalInHost host={host} embedded={isEmbedded} />
    </div>
  )
}
