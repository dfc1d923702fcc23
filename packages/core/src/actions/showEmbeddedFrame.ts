import type { Client } from '../client/types.ts'
import type { EmbeddedFrameRect } from '../embedded/types.ts'

/** Where the frame goes: the view's box in viewport pixels (`getBoundingClientRect()`). */
export type ShowEmbeddedFrameParameters = EmbeddedFrameRect
/** What {@link showEmbeddedFrame} returns. */
export type ShowEmbeddedFrameReturnType = undefined
/** {@link showEmbeddedFrame} throws nothing by design. */
export type ShowEmbeddedFrameErrorType = never

/**
 * Shows the embedded wallet's frame over `rect` (ApproveTransaction's box, measured by the view
 * on every resize and scroll). Nothing happens before the frame has loaded.
 *
 * @example
 * showEmbeddedFrame(latch, box.getBoundingClientRect())
 */
export function showEmbeddedFrame(
  client: Client,
  rect: ShowEmbeddedFrameParameters,
): ShowEmbeddedFrameReturnType {
  const { top, left, width, height } = rect
  client.runtime.embedded?.resolved?.showFrame({ top, left, width, height })
  return undefined
}
