import { isOriginAllowed } from '@latch/core'
import { FramePayloadError, parseFramePayload } from '../shared/payloads.ts'
import {
  FRAME_PROTOCOL_VERSION,
  type FrameAction,
  type FrameConnectedMessage,
  type FrameErrorPayload,
  type FrameEvent,
  type FrameEventName,
  type FrameReadyMessage,
  type FrameRequest,
  type FrameRequestAction,
  type FrameResponse,
  isFrameConnectMessage,
  isFrameEventName,
  isFrameRequest,
  MAX_REQUEST_LIFETIME_MS,
  toFrameErrorPayload,
} from '../shared/protocol.ts'

/** The frame's side of the channel, as its dispatcher (`main.ts`) starts it. */
export type FrameChannelOptions = {
  /** The host page's origin (the boot config's, checked again here). */
  hostOrigin: string
  /** The project's allowed origin patterns (core's `isOriginAllowed`). */
  allowedOrigins: readonly string[]
  /**
   * Answers one request: resolves with the success payload, or rejects with an Error whose
   * `message` (and `code`, a number or string) the host receives. Its payload has been checked
   * with `parseFramePayload`. `signal` aborts when the host sends ABORT for it (the channel has
   * answered 'Modal closed' then), when it expires, or when the channel stops.
   */
  dispatch: (
    action: FrameRequestAction,
    payload: unknown,
    context: { id: string; signal: AbortSignal },
  ) => Promise<unknown>
  /** Called once, when the host's port is accepted. */
  onConnected?: () => void
  /** Where ignored messages are reported. @defaultValue silent */
  logger?: { debug(...args: unknown[]): void; warn(...args: unknown[]): void }
}

export type FrameChannel = {
  /** Sends an event to the host; dropped while no host is connected. */
  emit(event: FrameEventName, payload?: unknown): void
  /** Whether the host's port has been accepted. */
  readonly connected: boolean
  /** Stops listening, aborts what is in flight and closes the port. */
  stop(): void
}

/** The frame refuses to talk to its parent: not framed, or framed by a site it must not serve. */
export class FrameHostRefusedError extends Error {
  override name = 'FrameHostRefusedError'
}

type InFlight = {
  action: FrameAction
  controller: AbortController
  timer: ReturnType<typeof setTimeout>
}

const SILENT = { debug() {}, warn() {} }
// 'Modal closed' (SPEC §8), with the user-rejected code: the host closed what the request waited on.
const ABORTED: FrameErrorPayload = { message: 'Modal closed', code: 4001 }
const INVALID: FrameErrorPayload = { message: 'Invalid request', code: 'invalid_request' }

/**
 * Starts the frame's side of the channel: checks who frames it, tells the parent it is ready (to
 * `hostOrigin` only), accepts one port from that parent, and answers requests arriving on it with
 * `dispatch`. Replayed ids, expired requests and anything that is not a request are ignored.
 * Throws {@link FrameHostRefusedError} when the frame must not talk to its parent.
 *
 * @example
 * const { emit } = startFrameChannel({ hostOrigin, allowedOrigins, dispatch })
 * emit('approval-shown')
 */
export function startFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { hostOrigin, allowedOrigins, dispatch } = options
  const logger = options.logger ?? SILENT
  checkHost(hostOrigin, allowedOrigins)

  let port: MessagePort | undefined
  let stopped = false
  // Ids seen, with their expiry: a replay is refused by this map until the request has expired,
  // and by its expiry after that (so old entries can go).
  const seen = new Map<string, number>()
  const inFlight = new Map<string, InFlight>()

  const send = (message: FrameResponse | FrameEvent | FrameConnectedMessage) => {
    if (!port || stopped) return
    try {
      port.postMessage(message)
    } catch (error) {
      // A payload structured clone can't copy (a function, say): answer with an error instead.
      logger.warn('[latch frame] could not post', message, error)
      if ('id' in message && message.kind === 'success') {
        port.postMessage({
          kind: 'error',
          id: message.id,
          action: message.action,
          payload: toFrameErrorPayload(undefined),
        })
      }
    }
  }

  const answer = (
    id: string,
    action: FrameAction,
    outcome: { ok: true; payload: unknown } | { ok: false; error: FrameErrorPayload },
  ) =>
    send(
      outcome.ok
        ? { kind: 'success', id, action, payload: outcome.payload }
        : { kind: 'error', id, action, payload: outcome.error },
    )

  const finish = (id: string) => {
    const entry = inFlight.get(id)
    if (!entry) return undefined
    inFlight.delete(id)
    clearTimeout(entry.timer)
    return entry
  }

  const forget = (now: number) => {
    for (const [id, expiresAt] of seen) if (expiresAt <= now) seen.delete(id)
  }

  const onRequest = (request: FrameRequest) => {
    const now = Date.now()
    forget(now)
    if (seen.has(request.id))
      return logger.debug('[latch frame] replayed request ignored', request.id)
    if (request.expiresAt <= now)
      return logger.debug('[latch frame] expired request ignored', request.id)
    if (request.expiresAt > now + MAX_REQUEST_LIFETIME_MS) {
      return logger.warn('[latch frame] request expiring too late ignored', request.id)
    }
    seen.set(request.id, request.expiresAt)
    const { id, action } = request
    let payload: unknown
    try {
      payload = parseFramePayload(action, request.payload)
    } catch (error) {
      if (!(error instanceof FramePayloadError)) throw error
      logger.warn('[latch frame] invalid request', error.cause)
      return answer(id, action, { ok: false, error: INVALID })
    }
    if (action === 'ABORT') {
      const { requestId } = payload as { requestId: string }
      const target = finish(requestId)
      if (target) {
        target.controller.abort(new Error('Modal closed'))
        answer(requestId, target.action, { ok: false, error: ABORTED })
      }
      return answer(id, action, { ok: true, payload: {} })
    }
    const controller = new AbortController()
    // Past its expiry the host has given up: stop whatever the request waits on (an approval card).
    const timer = setTimeout(() => {
      finish(id)?.controller.abort(new Error('Request expired'))
    }, request.expiresAt - now)
    inFlight.set(id, { action, controller, timer })
    Promise.resolve()
      .then(() => dispatch(action, payload, { id, signal: controller.signal }))
      .then(
        (result) => finish(id) && answer(id, action, { ok: true, payload: result }),
        (error) =>
          finish(id) && answer(id, action, { ok: false, error: toFrameErrorPayload(error) }),
      )
  }

  const onPortMessage = (event: MessageEvent) => {
    if (stopped) return
    if (!isFrameRequest(event.data)) return logger.debug('[latch frame] not a request, ignored')
    onRequest(event.data)
  }

  const onWindowMessage = (event: MessageEvent) => {
    // Only the parent, from the host's origin: a sibling or a page at another origin gets nothing.
    if (stopped || port) return
    if (event.origin !== hostOrigin || event.source !== window.parent) return
    if (!isFrameConnectMessage(event.data) || event.ports.length !== 1) return
    const accepted = event.ports[0] as MessagePort
    port = accepted
    // One port for the frame's life: a later `latch:connect` (even the parent's) can't take over.
    window.removeEventListener('message', onWindowMessage)
    accepted.onmessage = onPortMessage
    send({ type: 'latch:connected', nonce: event.data.nonce })
    options.onConnected?.()
  }

  window.addEventListener('message', onWindowMessage)
  const ready: FrameReadyMessage = { type: 'latch:frame-ready', version: FRAME_PROTOCOL_VERSION }
  window.parent.postMessage(ready, hostOrigin)

  return {
    emit(event, payload) {
      if (!isFrameEventName(event)) return
      send({ kind: 'event', event, payload })
    },
    get connected() {
      return port !== undefined && !stopped
    },
    stop() {
      if (stopped) return
      stopped = true
      window.removeEventListener('message', onWindowMessage)
      for (const id of [...inFlight.keys()])
        finish(id)?.controller.abort(new Error('Channel stopped'))
      port?.close()
    },
  }
}

function checkHost(hostOrigin: string, allowedOrigins: readonly string[]): void {
  if (window.parent === window)
    throw new FrameHostRefusedError('The frame only runs inside a site.')
  let origin: string
  try {
    origin = new URL(hostOrigin).origin
  } catch {
    origin = 'null'
  }
  // `origin` is the targetOrigin of the ready message: never '*', never an opaque 'null'.
  if (origin !== hostOrigin || origin === 'null' || !isOriginAllowed(hostOrigin, allowedOrigins)) {
    throw new FrameHostRefusedError(`The origin ${hostOrigin} may not use this frame.`)
  }
  // Where the browser says who frames us (Chromium, WebKit), it must be that origin.
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0 && ancestors[0] !== hostOrigin) {
    throw new FrameHostRefusedError(`The frame is inside ${ancestors[0]}, not ${hostOrigin}.`)
  }
}
