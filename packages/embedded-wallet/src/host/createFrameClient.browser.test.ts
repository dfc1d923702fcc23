// The host client in Chromium against the real frame channel at another site (the frame test
// server, see src/test/frameTestServer.ts): handshake, requests, events, time-outs, and what it
// must ignore.
import type { EmbeddedWalletProvider } from '@latch/core/adapter'
import {
  EmbeddedWalletLoadError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  FrameNotSetError,
} from '@latch/core/adapter'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  FRAME_ORIGIN,
  type HarnessLog,
  HOST_ORIGIN,
  nextMessage,
  OTHER_ORIGIN,
  recordMessages,
  removeFrames,
  silentLogger,
  sleep,
} from '../test/channelTestKit.ts'
import { createFrameClient, FRAME_TIMEOUTS, type FrameClientTimeouts } from './createFrameClient.ts'

const QUIET_MS = 300
const clients: EmbeddedWalletProvider[] = []

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const client of clients.splice(0)) client.destroy()
  removeFrames()
})

function client(path = '/frame', timeouts: Partial<FrameClientTimeouts> = {}) {
  const provider = createFrameClient({
    frameUrl: `${FRAME_ORIGIN}${path}`,
    projectId: 'latch-dev-project',
    chainId: 'eip155:31337',
    version: '1',
    enableLogger: false,
    logger: silentLogger,
    timeouts,
  })
  clients.push(provider)
  return provider
}

const frameElement = () => document.querySelector<HTMLIFrameElement>('iframe[data-latch-frame]')
const rpc = (provider: EmbeddedWalletProvider, method: string, params?: unknown, options = {}) =>
  provider.call('RPC_REQUEST', { method, params, chainId: 'eip155:31337' }, options)
const harnessLog = async (provider: EmbeddedWalletProvider) =>
  (await rpc(provider, 'test_log')) as HarnessLog

/** Follows `promise`: `tracked.state` is 'pending' until it settles (no timer involved). */
function track(promise: Promise<unknown>) {
  const tracked = { state: 'pending' as 'pending' | 'resolved' | 'rejected' }
  promise.then(
    () => {
      tracked.state = 'resolved'
    },
    () => {
      tracked.state = 'rejected'
    },
  )
  return tracked
}

describe('the frame element', () => {
  test('a hidden fixed iframe with the parameters, above everything', () => {
    client()
    const iframe = frameElement()
    expect(iframe).not.toBeNull()
    const src = new URL(iframe?.src ?? '')
    expect(src.origin + src.pathname).toBe(`${FRAME_ORIGIN}/frame/`)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'latch-dev-project',
      origin: HOST_ORIGIN,
      chainId: 'eip155:31337',
      version: '1',
      enableLogger: 'false',
    })
    expect(iframe?.getAttribute('allow')).toBe(
      'publickey-credentials-get *; publickey-credentials-create *; clipboard-write',
    )
    const style = getComputedStyle(iframe as HTMLIFrameElement)
    expect([
      style.position,
      style.zIndex,
      style.visibility,
      style.pointerEvents,
      style.width,
      style.height,
    ]).toEqual(['fixed', '2147483647', 'hidden', 'none', '0px', '0px'])
    expect(iframe?.tabIndex).toBe(-1)
  })

  test('showFrame puts it over the rect, where it takes the pointer; hideFrame hides it again', async () => {
    const provider = client()
    const iframe = frameElement() as HTMLIFrameElement
    provider.showFrame({ top: 40, left: 30, width: 200, height: 120 })
    expect(iframe.getBoundingClientRect().toJSON()).toMatchObject({
      top: 40,
      left: 30,
      width: 200,
      height: 120,
    })
    expect(document.elementFromPoint(100, 100)).toBe(iframe)
    expect(iframe.hasAttribute('aria-hidden')).toBe(false)
    provider.hideFrame()
    expect(document.elementFromPoint(100, 100)).not.toBe(iframe)
    expect(getComputedStyle(iframe).visibility).toBe('hidden')
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
  })

  test('shown over a modal <dialog> (the Latch modal is one): the frame is on top and takes the click; hidden, the page is the dialog’s again, and the frame never reloads', async () => {
    const provider = client()
    await provider.ready
    const iframe = frameElement() as HTMLIFrameElement
    const host = iframe.parentElement as HTMLDialogElement
    expect(host.getAttribute('aria-hidden')).toBe('true')
    const modal = document.createElement('dialog')
    modal.style.cssText = 'width:300px;height:300px;margin:0;padding:0;inset:0'
    const button = document.createElement('button')
    button.textContent = 'In the modal'
    modal.append(button)
    document.body.append(modal)
    try {
      modal.showModal()
      expect(document.elementFromPoint(100, 100)).toBe(modal)
      let loads = 0
      iframe.addEventListener('load', () => loads++)
      provider.showFrame({ top: 40, left: 30, width: 200, height: 120 })
      expect(host.matches(':modal')).toBe(true)
      expect(host.hasAttribute('aria-hidden')).toBe(false)
      expect(document.elementFromPoint(100, 100)).toBe(iframe)
      // Outside the frame's rect the page stays blocked (the modal is inert behind the frame).
      expect(document.elementFromPoint(250, 250)).not.toBe(button)
      provider.hideFrame()
      expect(host.matches(':modal')).toBe(false)
      expect(host.getAttribute('aria-hidden')).toBe('true')
      expect(modal.matches(':modal')).toBe(true)
      expect(document.elementFromPoint(100, 100)).not.toBe(iframe)
      // The frame kept its page: it still answers, and nothing loaded again.
      expect((await harnessLog(provider)).log.length).toBeGreaterThan(0)
      expect(loads).toBe(0)
    } finally {
      modal.remove()
    }
  })
})

describe('handshake and requests', () => {
  test('connects, answers requests, and passes events on', async () => {
    const provider = client()
    await provider.ready
    expect(await provider.call('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:31337' })
    expect(await provider.call('CONNECT_EMAIL', { email: 'a@b.co' })).toMatchObject({
      action: 'VERIFY_OTP',
    })
    const events: unknown[] = []
    const stop = provider.onEvent((event, payload) => events.push([event, payload]))
    await rpc(provider, 'test_emit')
    await sleep(50)
    expect(events).toEqual([['approval-shown', { method: 'personal_sign' }]])
    stop()
    await rpc(provider, 'test_emit')
    await sleep(50)
    expect(events).toHaveLength(1)
  })

  test('ready waits for the delay after the handshake (SPEC §4), while calls already work', async () => {
    const provider = client('/frame', { readyDelayMs: 60_000 })
    // Calls work once connected: poll until the handshake is done.
    let answer: unknown
    for (let tries = 0; tries < 100 && !answer; tries++) {
      answer = await provider.call('IS_CONNECTED', {}).catch(() => sleep(20).then(() => undefined))
    }
    expect(answer).toEqual({ isConnected: false })
    const ready = track(provider.ready)
    await sleep(50)
    expect(ready.state).toBe('pending')
  })

  test("the frame's errors keep their message and code; SPEC §8's default otherwise", async () => {
    const provider = client()
    await provider.ready
    const refused = await rpc(provider, 'test_fail').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EmbeddedWalletRequestError)
    expect(refused).toMatchObject({ shortMessage: 'Requested RPC call is not allowed', code: 4200 })
    const plain = await rpc(provider, 'test_throw_value').catch((error: unknown) => error)
    expect(plain).toMatchObject({ shortMessage: 'An error occurred', code: undefined })
  })

  test('before the frame is connected, and after destroy: W3mFrame: iframe is not set', async () => {
    const provider = client()
    const early = await provider.call('IS_CONNECTED', {}).catch((error: unknown) => error)
    expect(early).toBeInstanceOf(FrameNotSetError)
    expect((early as FrameNotSetError).shortMessage).toBe('W3mFrame: iframe is not set')
    await provider.ready
    const waiting = rpc(provider, 'test_hang')
    provider.destroy()
    await expect(waiting).rejects.toBeInstanceOf(FrameNotSetError)
    await expect(provider.call('IS_CONNECTED', {})).rejects.toBeInstanceOf(FrameNotSetError)
    expect(frameElement()).toBeNull()
  })

  test('a frame that reloads says ready again: pending calls end, the new page is connected', async () => {
    const provider = client()
    await provider.ready
    const waiting = rpc(provider, 'test_hang').catch((error: unknown) => error)
    const readyAgain = nextMessage((event) => event.data?.type === 'latch:frame-ready')
    await rpc(provider, 'test_reload')
    await readyAgain
    expect(await waiting).toBeInstanceOf(FrameNotSetError)
    let answer: unknown
    for (let tries = 0; tries < 100 && !answer; tries++) {
      answer = await provider.call('GET_CHAIN_ID', {}).catch(() => sleep(20).then(() => undefined))
    }
    expect(answer).toEqual({ chainId: 'eip155:31337' })
    // A new page: its log starts empty (the call above is all it got).
    expect((await harnessLog(provider)).log.map((entry) => entry.action)).toEqual([
      'GET_CHAIN_ID',
      'RPC_REQUEST',
    ])
  })

  test('destroy before ready rejects ready', async () => {
    const provider = client('/silent')
    provider.destroy()
    await expect(provider.ready).rejects.toBeInstanceOf(FrameNotSetError)
  })

  test('a request id given by the caller is used (for ABORT), and must be new', async () => {
    const provider = client()
    await provider.ready
    const id = crypto.randomUUID()
    const waiting = rpc(provider, 'test_hang', undefined, { id }).catch((error: unknown) => error)
    await expect(rpc(provider, 'test_hang', undefined, { id })).rejects.toMatchObject({
      name: 'InvalidOptionError',
    })
    await provider.call('ABORT', { requestId: id })
    expect(await waiting).toMatchObject({ shortMessage: 'Modal closed', code: 4001 })
  })
})

describe('time-outs', () => {
  test('SPEC §9 values', () => {
    expect(FRAME_TIMEOUTS).toEqual({
      loadMs: 20_000,
      requestMs: 120_000,
      signOutMs: 3_000,
      readyDelayMs: 500,
    })
  })

  test('a frame that never says ready: Embedded wallet could not load', async () => {
    const provider = client('/silent', { loadMs: 200 })
    const error = await provider.ready.catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(EmbeddedWalletLoadError)
    expect((error as EmbeddedWalletLoadError).shortMessage).toBe('Embedded wallet could not load')
  })

  test('the load time-out is 20 s by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const provider = client('/silent')
    const ready = track(provider.ready)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(ready.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(ready.state).toBe('rejected')
    await expect(provider.ready).rejects.toBeInstanceOf(EmbeddedWalletLoadError)
  })

  test('a request without an answer: Embedded Wallet Request Timed Out; the frame drops it too', async () => {
    const provider = client()
    await provider.ready
    const id = crypto.randomUUID()
    const error = await rpc(provider, 'test_hang', undefined, { id, timeoutMs: 200 }).catch(
      (reason: unknown) => reason,
    )
    expect(error).toBeInstanceOf(EmbeddedWalletTimeoutError)
    expect((error as EmbeddedWalletTimeoutError).shortMessage).toBe(
      'Embedded Wallet Request Timed Out',
    )
    // Past its expiry the frame aborted what the request waited on (its own timer, same moment).
    let aborted: string[] = []
    for (let tries = 0; tries < 50 && aborted.length === 0; tries++) {
      aborted = (await harnessLog(provider)).aborted
      if (aborted.length === 0) await sleep(20)
    }
    expect(aborted).toEqual([id])
  })

  test('requests wait 120 s by default, SIGN_OUT 3 s', async () => {
    const provider = client()
    await provider.ready
    await rpc(provider, 'test_hang_sign_out')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const request = rpc(provider, 'test_hang')
    const signOut = provider.call('SIGN_OUT', {})
    const [requestState, signOutState] = [track(request), track(signOut)]
    await vi.advanceTimersByTimeAsync(2_999)
    expect(signOutState.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(signOutState.state).toBe('rejected')
    await expect(signOut).rejects.toBeInstanceOf(EmbeddedWalletTimeoutError)
    await vi.advanceTimersByTimeAsync(120_000 - 3_000 - 1)
    expect(requestState.state).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(requestState.state).toBe('rejected')
    await expect(request).rejects.toBeInstanceOf(EmbeddedWalletTimeoutError)
  })
})

describe('what the host ignores', () => {
  test('answers for ids it did not send, for another action, or already settled', async () => {
    const provider = client()
    await provider.ready
    const id = crypto.randomUUID()
    const waiting = rpc(provider, 'test_hang', undefined, { id })
    await rpc(provider, 'test_raw', [
      { kind: 'success', id, action: 'CONNECT_EMAIL', payload: 'forged: other action' },
      { kind: 'success', id: crypto.randomUUID(), action: 'RPC_REQUEST', payload: 'never asked' },
      { kind: 'error', id, action: 'RPC_REQUEST', payload: { message: 7 } },
      { kind: 'success', id, action: 'RPC_REQUEST' },
    ])
    // The last one is a well-formed answer: it settles the request (the test can fail) …
    expect(await waiting).toBeUndefined()
    await rpc(provider, 'test_raw', [
      { kind: 'error', id, action: 'RPC_REQUEST', payload: { message: 'late' } },
    ])
    // … and a second answer for the settled id changes nothing (no throw, no unhandled rejection).
    expect(await provider.call('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:31337' })
  })

  test('a ready message from a sibling at the frame origin (another source)', async () => {
    const provider = client()
    await provider.ready
    const waiting = track(rpc(provider, 'test_hang'))
    // Another window of the frame's origin says ready: taken as the frame's, it would make the
    // host drop its port and pending calls for a new handshake the real frame refuses.
    const sibling = document.createElement('iframe')
    sibling.src = `${FRAME_ORIGIN}/fake-ready.html?target=${encodeURIComponent(HOST_ORIGIN)}`
    const ready = nextMessage((event) => event.data?.type === 'latch:frame-ready')
    const got = recordMessages((event) => event.data?.type === 'fake-got')
    document.body.append(sibling)
    try {
      const event = await ready
      expect([event.origin, event.source === sibling.contentWindow]).toEqual([FRAME_ORIGIN, true])
      await sleep(QUIET_MS)
      got.stop()
      expect(got.seen).toEqual([])
      expect(await provider.call('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:31337' })
      expect(waiting.state).toBe('pending')
    } finally {
      sibling.remove()
    }
  })

  test('a ready message from its own frame once it is at another origin (a redirect)', async () => {
    // The frame URL redirects to the same page at localhost: the frame runs and says ready, but
    // from an origin that is not the one the host asked for.
    const started = nextMessage(
      (event) => event.origin === OTHER_ORIGIN && event.data?.type === 'harness',
    )
    const ready = nextMessage((event) => event.data?.type === 'latch:frame-ready')
    const provider = client('/redirect', { loadMs: 1_500 })
    expect((await started).data).toEqual({ type: 'harness', started: true })
    const event = await ready
    expect([event.origin, event.source === frameElement()?.contentWindow]).toEqual([
      OTHER_ORIGIN,
      true,
    ])
    await expect(provider.ready).rejects.toBeInstanceOf(EmbeddedWalletLoadError)
  })

  test("it never posts to '*': its connect does not reach the frame once it is at another origin", async () => {
    // Counts the host's channels: proves it did reach the point of posting its connect.
    const RealMessageChannel = window.MessageChannel
    let channels = 0
    window.MessageChannel = class extends RealMessageChannel {
      constructor() {
        super()
        channels++
      }
    }
    // Hold the frame's ready until the frame has left for another origin, then hand it on.
    let held: MessageEvent | undefined
    const hold = (event: MessageEvent) => {
      if (
        event.data?.type !== 'latch:frame-ready' ||
        event.origin !== FRAME_ORIGIN ||
        !event.isTrusted
      )
        return
      held = event
      event.stopImmediatePropagation()
    }
    addEventListener('message', hold)
    try {
      const reporterLoaded = nextMessage(
        (event) => event.origin === OTHER_ORIGIN && event.data?.type === 'reporter-loaded',
      )
      const provider = client('/ready-then-leave')
      await reporterLoaded
      expect(held).toBeDefined()
      const got = recordMessages(
        (event) => event.origin === OTHER_ORIGIN && event.data?.type === 'reporter-got',
      )
      // The frame window as it is now (Chromium gives a frame that changed process a new
      // WindowProxy, so the held event's source no longer matches it): the host sees a ready
      // from its frame's window at the frame origin, as when the frame leaves right after it.
      const { data, origin } = held as MessageEvent
      const source = frameElement()?.contentWindow ?? null
      dispatchEvent(new MessageEvent('message', { data, origin, source }))
      expect(channels).toBe(1)
      await sleep(QUIET_MS)
      expect(got.seen).toEqual([])
      // What the reporter would have said for a message posted to '*':
      frameElement()?.contentWindow?.postMessage({ type: 'probe' }, '*')
      await sleep(QUIET_MS)
      got.stop()
      expect(got.seen.map((event) => event.data.data)).toEqual(['probe'])
      await expect(provider.call('IS_CONNECTED', {})).rejects.toBeInstanceOf(FrameNotSetError)
    } finally {
      removeEventListener('message', hold)
      window.MessageChannel = RealMessageChannel
    }
  })
})
