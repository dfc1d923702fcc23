/**
 * The frame's half of a Farcaster login (SPEC §4 "Farcaster login uses a URL with no popup"):
 * `/farcaster/start` for the channel's link (the host shows it as a QR code), then
 * `/farcaster/verify` polled until the visitor's Farcaster client answered. Every failure is
 * SPEC §8's 'Failed to connect to farcaster', the server's code kept to classify by.
 */
import { type EmbeddedApi, EmbeddedApiError, type VerifyResult } from './api.ts'
import { FrameError } from './errors.ts'

/** SPEC §8's text for every Farcaster login failure. */
export const FARCASTER_ERROR_TEXT = 'Failed to connect to farcaster'

/** One Farcaster login in progress: started by GET_FARCASTER_URI, ended by CONNECT_FARCASTER. */
export type FarcasterFlow = { flowId: string }

function farcasterError(error: unknown): unknown {
  if (error instanceof EmbeddedApiError) {
    return new FrameError(FARCASTER_ERROR_TEXT, error.code, { cause: error })
  }
  return error
}

export async function startFarcasterFlow(
  api: EmbeddedApi,
  request: { hostOrigin: string; deviceId: string | undefined },
): Promise<{ flow: FarcasterFlow; url: string }> {
  const started = await api.startFarcaster(request.hostOrigin, request.deviceId).catch((error) => {
    throw farcasterError(error)
  })
  return { flow: { flowId: started.flowId }, url: started.url }
}

/**
 * Polls `/farcaster/verify` every `pollMs` until the server answers the login (or fails it).
 * A network error is retried at the next poll; `signal` (the host's ABORT: the view closed)
 * ends the wait with `aborted()`.
 */
export async function waitFarcasterFlow(
  api: EmbeddedApi,
  flow: FarcasterFlow | undefined,
  options: { signal: AbortSignal; pollMs: number; aborted: () => Error },
): Promise<VerifyResult> {
  if (!flow) throw new FrameError(FARCASTER_ERROR_TEXT, 'no_login')
  const { signal, pollMs, aborted } = options
  for (;;) {
    if (signal.aborted) throw aborted()
    let answer: VerifyResult | 'pending'
    try {
      answer = await api.verifyFarcaster(flow.flowId, signal)
    } catch (error) {
      if (signal.aborted) throw aborted()
      if (!(error instanceof EmbeddedApiError) || error.code !== 'network_error') {
        throw farcasterError(error)
      }
      answer = 'pending'
    }
    if (answer !== 'pending')
      return { ...answer, user: { socialProvider: 'farcaster', ...answer.user } }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs)
      signal.addEventListener('abort', done, { once: true })
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
    })
  }
}
