import type { Client } from '../client/types.ts'

/** What {@link hideEmbeddedFrame} returns. */
export type HideEmbeddedFrameReturnType = undefined
/** {@link hideEmbeddedFrame} throws nothing by design. */
export type HideEmbeddedFrameErrorType = never

/**
 * Hides the embedded wallet's frame again (it keeps running): ApproveTransaction calls it when it
 * leaves the screen.
 *
 * @example
 * hideEmbeddedFrame(latch)
 */
export function hideEmbeddedFrame(client: Client): HideEmbeddedFrameReturnType {
  client.runtime.embedded?.resolved?.hideFrame()
  return undefined
}
