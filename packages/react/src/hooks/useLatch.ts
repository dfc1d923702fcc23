import type { LatchClient, OpenParameters } from '@latch/core'
import { useMemo } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'

export type UseLatchParameters = undefined

export type UseLatchReturnType = {
  /** Opens the modal (on the view SPEC §2's opening rules pick, or the one given). */
  open: (parameters?: OpenParameters) => Promise<void>
  /** Closes the modal; the view stack resets to Connect. */
  close: () => void
  /** The client of the nearest `<LatchProvider>`, for everything else. */
  client: LatchClient
}

/**
 * Opens and closes the modal from any component.
 *
 * @example
 * function SwitchNetwork() {
 *   const { open } = useLatch()
 *   return <button type="button" onClick={() => open({ view: 'Networks' })}>Network</button>
 * }
 */
export function useLatch(): UseLatchReturnType {
  const client = useLatchClient('useLatch')
  return useMemo(() => ({ open: client.open, close: client.close, client }), [client])
}
