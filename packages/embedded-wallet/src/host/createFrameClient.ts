import { InvalidOptionError } from '@latch/core'
import {
  type EmbeddedFrameEventName,
  EmbeddedWalletLoadError,
  type EmbeddedWalletLoadParameters,
  type EmbeddedWalletProvider,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
} from '@latch/core/adapter'
import {
  type FrameAction,
  type FrameConnectMessage,
  type FrameRequest,
  isFrameConnectedMessage,
  isFrameEvent,
  isFrameReadyMessage,
  isFrameResponse,
  isMessageId,
  MAX_REQUEST_LIFETIME_MS,
} from '../shared/protocol.ts'
import {
  createFrameElement,
  createFrameHost,
  frameSource,
  hideFrameHost,
  showFrameHost,
} from './frameElement.ts'

/** SPEC §9 time-outs and the ready delay, in ms. */
export type FrameClientTimeouts = {
  /** No `latch:connected` within it: 'Embedded wallet could not load'. @defaultValue 20000 */
  loadMs: number
  /** A request without an answer within it: 'Embedded Wallet Request Timed Out'. @defaultValue 120000 */
  requestMs: number
  /** How long SIGN_OUT waits for the frame. @defaultValue 3000 */
  signOutMs: number
  /** SPEC §4: ready is the handshake, then this. @defaultValue 500 */
  readyDelayMs: number
}

export const FRAME_TIMEOUTS: FrameClientTimeouts = {
  loadMs: 20_000,
  requestMs: 120_000,
  signOutMs: 3_000,
  readyDelayMs: 500,
}

export type FrameClientParameters = EmbeddedWalletLoadParameters & {
  /** The frame's URL (its origin, usually). */
  frameUrl: string
  /** Overrides of {@link FRAME_TIMEOUTS} (tests). */
  timeouts?: Partial<FrameClientTimeouts>
}

type Pending = {
  action: FrameAction
  resolve(value: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout>
}

type Status = 'loading' | 'connected' | 'failed' | 'destroyed'

/**
 * Builds the hidden frame in the page and the channel to it: waits for the frame's
 * `latch:frame-ready` (from the frame's origin and window only), hands it a `MessageChannel`
 * port, and then sends requests with ids and expiry on that port. See the p9 contract "Channel".
 *
 * @example
 * const provider = createFrameClient({ frameUrl: 'http://localhost:8788', projectId, chainId: 'eip155:1', version: '1', enableLogger: false, logger })
 * await provider.ready
 * const { isConnected } = await provider.call('IS_CONNECTED', {})
 */
export function createFrameClient(parameters: FrameClientParameters): EmbeddedWalletProvider {
  const { logger } = parameters
  const timeouts = { ...FRAME_TIMEOUTS, ...parameters.timeouts }
  const src = frameSource(parameters.frameUrl, parameters, window.location.origin)
  const frameOrigin = src.origin
  const iframe = createFrameElement(document, src)
  const host = createFrameHost(document, iframe)

  let status: Status = 'loading'
  let port: MessagePort | undefined
  const pending = new Map<string, Pending>()
  const listeners = new Set<(event: EmbeddedFrameEventName, payload: unknown) => void>()
  let readyTimer: ReturnType<typeof setTimeout> | undefined

  let settleReady: { resolve(): void; reject(error: Error): void } | undefined
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = { resolve, reject }
  })
  // Whoever never awaits `ready` must not get an unhandled rejection; awaiting it still throws.
  ready.catch(() => {})
  const endReady = (error?: Error) => {
    const settle = settleReady
    settleReady = undefined
    if (error) settle?.reject(error)
    else settle?.resolve()
  }

  const loadTimer = setTimeout(() => {
    if (status !== 'loading') return
    status = 'failed'
    logger.warn('[latch] the embedded wallet frame did not answer', frameOrigin)
    endReady(
      new EmbeddedWalletLoadError({
        details: `No answer from ${frameOrigin} within ${timeouts.loadMs} ms`,
      }),
    )
  }, timeouts.loadMs)

  const rejectPending = (error: () => Error) => {
    for (const [id, entry] of pending) {
      pending.delete(id)
      clearTimeout(entry.timer)
      entry.reject(error())
    }
  }

  const onPortMessage = (channelPort: MessagePort, nonce: string) => (event: MessageEvent) => {
    // A port replaced by a newer handshake is closed; nothing more is taken from it.
    if (channelPort !== port) return
    const data: unknown = event.data
    if (isFrameConnectedMessage(data)) {
      if (data.nonce !== nonce || status !== 'loading') return
      status = 'connected'
      clearTimeout(loadTimer)
      readyTimer = setTimeout(() => endReady(), timeouts.readyDelayMs)
      return
    }
    if (status !== 'connected') return
    if (isFrameResponse(data)) {
      const entry = pending.get(data.id)
      // Only answers to what this client asked and is still waiting for, for the same action.
      if (!entry || entry.action !== data.action) {
        return logger.debug('[latch] unknown or settled frame answer ignored', data.id)
      }
      pending.delete(data.id)
      clearTimeout(entry.timer)
      if (data.kind === 'success') entry.resolve(data.payload)
      else
        entry.reject(
          new EmbeddedWalletRequestError({
            message: data.payload.message,
            code: data.payload.code,
            attemptsLeft: data.payload.attemptsLeft,
          }),
        )
      return
    }
    if (isFrameEvent(data)) {
      for (const listener of [...listeners]) {
        try {
          listener(data.event, data.payload)
        } catch (error) {
          logger.error('[latch] an embedded wallet event listener threw', error)
        }
      }
    }
  }

  const onWindowMessage = (event: MessageEvent) => {
    // Only the frame we built, from its origin: a sibling frame or another window gets nothing.
    const frameWindow = iframe.contentWindow
    if (!frameWindow || event.source !== frameWindow || event.origin !== frameOrigin) return
    if (!isFrameReadyMessage(event.data)) return
    if (status === 'failed' || status === 'destroyed') return
    if (status === 'connected') {
      // The frame reloaded (RELOAD, a navigation): what was sent to the old page is lost.
      status = 'loading'
      port?.close()
      rejectPending(() => new FrameNotSetError({ details: 'The frame reloaded' }))
    }
    const channel = new MessageChannel()
    const nonce = crypto.randomUUID()
    port?.close()
    port = channel.port1
    port.onmessage = onPortMessage(channel.port1, nonce)
    const connect: FrameConnectMessage = { type: 'latch:connect', nonce }
    frameWindow.postMessage(connect, frameOrigin, [channel.port2])
  }

  window.addEventListener('message', onWindowMessage)
  ;(document.body ?? document.documentElement).append(host)
  host.show()

  return {
    ready,
    call(action, payload, options = {}) {
      const channelPort = port
      if (status !== 'connected' || !channelPort) return Promise.reject(new FrameNotSetError())
      const id = options.id ?? crypto.randomUUID()
      if (!isMessageId(id) || pending.has(id)) {
        return Promise.reject(new InvalidOptionError('id', 'a request id must be a new UUID'))
      }
      const fallback = action === 'SIGN_OUT' ? timeouts.signOutMs : timeouts.requestMs
      const timeoutMs = Math.min(
        Math.max(options.timeoutMs ?? fallback, 0),
        MAX_REQUEST_LIFETIME_MS,
      )
      const request: FrameRequest = {
        kind: 'request',
        id,
        action,
        payload,
        expiresAt: Date.now() + timeoutMs,
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          if (!pending.delete(id)) return
          reject(
            new EmbeddedWalletTimeoutError({
              details: `${action} got no answer within ${timeoutMs} ms`,
            }),
          )
        }, timeoutMs)
        pending.set(id, { action, resolve, reject, timer })
        try {
          channelPort.postMessage(request)
        } catch (cause) {
          // A payload structured clone can't copy: nothing was sent.
          pending.delete(id)
          clearTimeout(timer)
          reject(new EmbeddedWalletRequestError({ cause }))
        }
      }) as never
    },
    showFrame(rect) {
      if (status !== 'destroyed') showFrameHost(host, iframe, rect)
    },
    hideFrame() {
      if (status !== 'destroyed') hideFrameHost(host, iframe)
    },
    onEvent(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    destroy() {
      if (status === 'destroyed') return
      status = 'destroyed'
      clearTimeout(loadTimer)
      clearTimeout(readyTimer)
      window.removeEventListener('message', onWindowMessage)
      port?.close()
      port = undefined
      host.remove()
      listeners.clear()
      rejectPending(() => new FrameNotSetError({ details: 'The frame was removed' }))
      endReady(new FrameNotSetError({ details: 'The frame was removed' }))
    },
  }
}
