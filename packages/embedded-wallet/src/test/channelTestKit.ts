// Helpers of the channel's browser tests: the origins at play, frames added to the test page,
// waiting for window messages, and a hand-made handshake for driving the frame directly.
import { inject } from 'vitest'
import type { FrameAction, FrameRequest } from '../shared/protocol.ts'

/** The frame test server (frameTestServer.ts): another site than the test page. */
export const FRAME_ORIGIN = inject('latchFrameTestUrl')
/** The same server by another name: a third origin. */
export const OTHER_ORIGIN = FRAME_ORIGIN.replace('127.0.0.1', 'localhost')
/** The test page's origin: the host. */
export const HOST_ORIGIN = location.origin

export const silentLogger = { error() {}, warn() {}, info() {}, debug() {} }

const added: HTMLIFrameElement[] = []

/** Adds an iframe loading `src` to the test page (removed by {@link removeFrames}). */
export function addFrame(src: string, attributes: Record<string, string> = {}): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  for (const [name, value] of Object.entries(attributes)) iframe.setAttribute(name, value)
  if (src) iframe.src = src
  document.body.append(iframe)
  added.push(iframe)
  return iframe
}

export function removeFrames(): void {
  for (const iframe of added.splice(0)) iframe.remove()
  for (const iframe of document.querySelectorAll('iframe[data-latch-frame]')) iframe.remove()
}

/** The frame page's URL for this test page as host. */
export function frameSrc(parameters: Record<string, string> = {}, origin = FRAME_ORIGIN): string {
  return `${origin}/frame/?${new URLSearchParams({ origin: HOST_ORIGIN, ...parameters })}`
}

/** The index of `iframe` in `window.frames` (how another frame addresses it). */
export function frameIndex(iframe: HTMLIFrameElement): number {
  for (let i = 0; i < window.frames.length; i++)
    if (window.frames[i] === iframe.contentWindow) return i
  throw new Error('frame not found')
}

/** Resolves with the first window message `accept` takes; rejects after `timeoutMs`. */
export function nextMessage(
  accept: (event: MessageEvent) => boolean,
  timeoutMs = 4_000,
): Promise<MessageEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      removeEventListener('message', listener)
      reject(new Error('no such message'))
    }, timeoutMs)
    const listener = (event: MessageEvent) => {
      if (!accept(event)) return
      clearTimeout(timer)
      removeEventListener('message', listener)
      resolve(event)
    }
    addEventListener('message', listener)
  })
}

/** Every window message `accept` takes from now on; `stop()` ends the recording. */
export function recordMessages(accept: (event: MessageEvent) => boolean) {
  const seen: MessageEvent[] = []
  const listener = (event: MessageEvent) => {
    if (accept(event)) seen.push(event)
  }
  addEventListener('message', listener)
  return { seen, stop: () => removeEventListener('message', listener) }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a test reads off a port: loosely typed on purpose, it checks what arrives. */
export type PortMessage = {
  type?: string
  nonce?: string
  kind?: string
  id?: string
  action?: string
  event?: string
  payload?: unknown
}

/** The harness's record (RPC `test_log`): what its dispatcher got, which requests were aborted. */
export type HarnessLog = {
  log: { id: string; action: string; payload: unknown }[]
  aborted: string[]
}

/** What arrives on a port, kept in order. */
export function listen(port: MessagePort) {
  const messages: PortMessage[] = []
  const waiters: (() => void)[] = []
  port.onmessage = (event) => {
    messages.push(event.data)
    for (const wake of waiters.splice(0)) wake()
  }
  const next = async (
    accept: (data: PortMessage) => boolean,
    timeoutMs = 4_000,
  ): Promise<PortMessage> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.find(
        (data) => data !== null && typeof data === 'object' && accept(data),
      )
      if (found !== undefined) return found
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('no such port message')
      await Promise.race([new Promise<void>((wake) => waiters.push(wake)), sleep(left)])
    }
  }
  return { messages, next }
}

/** A request as the host sends it. */
export function request(
  action: FrameAction,
  payload: unknown,
  { id = crypto.randomUUID(), expiresAt = Date.now() + 10_000 } = {},
): FrameRequest {
  return { kind: 'request', id, action, payload, expiresAt }
}

/** Loads the frame page and does the host's side of the handshake by hand. */
export async function connectByHand(parameters: Record<string, string> = {}) {
  const ready = nextMessage((event) => event.data?.type === 'latch:frame-ready')
  const iframe = addFrame(frameSrc(parameters))
  const readyEvent = await ready
  const channel = new MessageChannel()
  const port = listen(channel.port1)
  const nonce = crypto.randomUUID()
  iframe.contentWindow?.postMessage({ type: 'latch:connect', nonce }, FRAME_ORIGIN, [channel.port2])
  await port.next((data) => data?.type === 'latch:connected' && data.nonce === nonce)
  const ask = async (action: FrameAction, payload: unknown = {}) => {
    const sent = request(action, payload)
    channel.port1.postMessage(sent)
    return port.next((data) => data?.id === sent.id && data.kind !== 'request')
  }
  const harnessLog = async () =>
    (await ask('RPC_REQUEST', { method: 'test_log', chainId: 'eip155:1' })).payload as HarnessLog
  return { iframe, readyEvent, port: channel.port1, received: port, ask, harnessLog }
}
