// The frame's side of the channel in Chromium, across real origins: the frame page runs at
// 127.0.0.1:<port> (frameTestServer.ts), the test page (the host) on Vitest's origin, and a
// third party at localhost:<port>. The host's side is done by hand here, to send what a
// well-behaved host never would.
import { afterEach, describe, expect, test } from 'vitest'
import {
  addFrame,
  connectByHand,
  FRAME_ORIGIN,
  frameIndex,
  frameSrc,
  HOST_ORIGIN,
  listen,
  nextMessage,
  OTHER_ORIGIN,
  recordMessages,
  removeFrames,
  request,
  sleep,
} from '../test/channelTestKit.ts'

// How long a test waits to see that nothing comes (an answer that would come takes a few ms).
const QUIET_MS = 300

afterEach(removeFrames)

test('the test page and the frame are different sites', () => {
  expect(new URL(HOST_ORIGIN).hostname).toBe('localhost')
  expect(new URL(FRAME_ORIGIN).hostname).toBe('127.0.0.1')
})

describe('handshake', () => {
  test('the frame says ready to its parent at the host origin, then answers on the port', async () => {
    const { iframe, readyEvent, ask } = await connectByHand()
    expect(readyEvent.origin).toBe(FRAME_ORIGIN)
    expect(readyEvent.source).toBe(iframe.contentWindow)
    expect(readyEvent.data).toEqual({ type: 'latch:frame-ready', version: 1 })
    expect(await ask('GET_CHAIN_ID')).toMatchObject({
      kind: 'success',
      action: 'GET_CHAIN_ID',
      payload: { chainId: 'eip155:31337' },
    })
    // The ready message's target origin, as the frame passed it to postMessage: never '*'.
    expect(
      (await ask('RPC_REQUEST', { method: 'test_ready_targets', chainId: 'eip155:1' })).payload,
    ).toEqual([HOST_ORIGIN])
  })

  test('a second latch:connect, even from the parent, cannot take the port', async () => {
    const { iframe, ask } = await connectByHand()
    const second = new MessageChannel()
    const stolen = listen(second.port1)
    iframe.contentWindow?.postMessage(
      { type: 'latch:connect', nonce: crypto.randomUUID() },
      FRAME_ORIGIN,
      [second.port2],
    )
    second.port1.postMessage(request('IS_CONNECTED', {}))
    await sleep(QUIET_MS)
    expect(stolen.messages).toEqual([])
    expect(await ask('IS_CONNECTED')).toMatchObject({
      kind: 'success',
      payload: { isConnected: false },
    })
  })

  test('a sibling frame at the host origin (another source) gets no port', async () => {
    const ready = nextMessage((event) => event.data?.type === 'latch:frame-ready')
    const frame = addFrame(frameSrc())
    await ready
    // A same-origin sibling: its messages carry the host origin but come from another window.
    const sibling = addFrame('', {
      srcdoc: `<script>
addEventListener('message', (event) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = (answer) => parent.postMessage({ type: 'sibling-got', data: answer.data }, self.origin)
  parent.frames[event.data.frameIndex].postMessage({ type: 'latch:connect', nonce: crypto.randomUUID() }, event.data.frameOrigin, [channel.port2])
  parent.postMessage({ type: 'sibling-sent' }, self.origin)
})
parent.postMessage({ type: 'sibling-loaded' }, self.origin)
</script>`,
    })
    await nextMessage((event) => event.data?.type === 'sibling-loaded')
    const got = recordMessages((event) => event.data?.type === 'sibling-got')
    const sent = nextMessage((event) => event.data?.type === 'sibling-sent')
    sibling.contentWindow?.postMessage(
      { frameIndex: frameIndex(frame), frameOrigin: FRAME_ORIGIN },
      HOST_ORIGIN,
    )
    expect((await sent).origin).toBe(HOST_ORIGIN)
    await sleep(QUIET_MS)
    got.stop()
    expect(got.seen).toEqual([])
    // The real parent still connects afterwards.
    const channel = new MessageChannel()
    const port = listen(channel.port1)
    frame.contentWindow?.postMessage(
      { type: 'latch:connect', nonce: crypto.randomUUID() },
      FRAME_ORIGIN,
      [channel.port2],
    )
    await port.next((data) => data?.type === 'latch:connected')
  })

  test('a page at another origin gets no port', async () => {
    const ready = nextMessage((event) => event.data?.type === 'latch:frame-ready')
    const frame = addFrame(frameSrc())
    await ready
    const attacker = addFrame(
      `${OTHER_ORIGIN}/attacker.html?report=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    await nextMessage((event) => event.origin === OTHER_ORIGIN && event.data?.loaded === true)
    const got = recordMessages(
      (event) => event.origin === OTHER_ORIGIN && 'got' in (event.data ?? {}),
    )
    const sent = nextMessage((event) => event.origin === OTHER_ORIGIN && event.data?.sent === true)
    attacker.contentWindow?.postMessage(
      { cmd: 'connect', frameIndex: frameIndex(frame), frameOrigin: FRAME_ORIGIN },
      OTHER_ORIGIN,
    )
    await sent
    await sleep(QUIET_MS)
    got.stop()
    expect(got.seen).toEqual([])
  })

  test('framed by a site other than its host origin, the frame refuses and posts nothing', async () => {
    const attacker = addFrame(
      `${OTHER_ORIGIN}/attacker.html?report=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    await nextMessage((event) => event.origin === OTHER_ORIGIN && event.data?.loaded === true)
    const fromFrame = recordMessages(
      (event) => event.origin === OTHER_ORIGIN && 'fromFrame' in (event.data ?? {}),
    )
    // The frame is told the host is the test page, but it sits inside the attacker.
    const refused = nextMessage(
      (event) => event.origin === FRAME_ORIGIN && event.data?.type === 'harness',
    )
    attacker.contentWindow?.postMessage({ cmd: 'embed', src: frameSrc() }, OTHER_ORIGIN)
    expect((await refused).data).toEqual({ type: 'harness', refused: 'FrameHostRefusedError' })
    await sleep(QUIET_MS)
    fromFrame.stop()
    expect(fromFrame.seen).toEqual([])
  })

  test('a host origin outside the allowed origins is refused', async () => {
    const refused = nextMessage(
      (event) => event.origin === FRAME_ORIGIN && event.data?.type === 'harness',
    )
    addFrame(frameSrc({ allowed: 'https://shop.example' }))
    expect((await refused).data).toEqual({ type: 'harness', refused: 'FrameHostRefusedError' })
  })

  test('the allowed origins are patterns (core isOriginAllowed)', async () => {
    const started = nextMessage(
      (event) => event.origin === FRAME_ORIGIN && event.data?.type === 'harness',
    )
    addFrame(frameSrc({ allowed: 'https://shop.example,localhost:*' }))
    expect((await started).data).toEqual({ type: 'harness', started: true })
  })
})

describe('requests', () => {
  test('a replayed id is ignored, while in flight and after its answer', async () => {
    const { port, received, harnessLog } = await connectByHand()
    const sent = request('GET_CHAIN_ID', {})
    port.postMessage(sent)
    port.postMessage(sent)
    await received.next((data) => data?.id === sent.id)
    port.postMessage(sent)
    port.postMessage({ ...sent, action: 'IS_CONNECTED' })
    await sleep(QUIET_MS)
    expect(received.messages.filter((data) => data?.id === sent.id)).toHaveLength(1)
    const payload = await harnessLog()
    expect(payload.log.filter((entry) => entry.id === sent.id)).toHaveLength(1)
  })

  test('an expired request, one expiring too far ahead, and what is no request are ignored', async () => {
    const { port, received, harnessLog } = await connectByHand()
    const expired = request('GET_CHAIN_ID', {}, { expiresAt: Date.now() - 1 })
    const tooLate = request('GET_CHAIN_ID', {}, { expiresAt: Date.now() + 11 * 60_000 })
    port.postMessage(expired)
    port.postMessage(tooLate)
    port.postMessage({ ...request('GET_CHAIN_ID', {}), id: 'not an id' })
    port.postMessage({ ...request('GET_CHAIN_ID', {}), action: 'EXPORT_PRIVATE_KEY' })
    port.postMessage({ ...request('GET_CHAIN_ID', {}), kind: 'success' })
    port.postMessage('GET_CHAIN_ID')
    await sleep(QUIET_MS)
    expect(received.messages.filter((data) => data?.kind)).toEqual([])
    const payload = await harnessLog()
    expect(payload.log.map((entry) => entry.action)).toEqual(['RPC_REQUEST'])
  })

  test('payloads reach the dispatcher checked and copied; a bad one is answered Invalid request', async () => {
    const { ask, harnessLog } = await connectByHand()
    expect(await ask('CONNECT_EMAIL', { email: 'a@b.co', sneaky: 'x' })).toMatchObject({
      kind: 'success',
      payload: { action: 'VERIFY_OTP', received: { email: 'a@b.co' } },
    })
    expect(await ask('CONNECT_OTP', { otp: 123456 })).toMatchObject({
      kind: 'error',
      action: 'CONNECT_OTP',
      payload: { message: 'Invalid request', code: 'invalid_request' },
    })
    const payload = await harnessLog()
    expect(payload.log.map((entry) => entry.action)).toEqual(['CONNECT_EMAIL', 'RPC_REQUEST'])
  })

  test("errors carry the dispatcher's message and code, or SPEC §8's default", async () => {
    const { ask } = await connectByHand()
    expect(
      (await ask('RPC_REQUEST', { method: 'test_fail', chainId: 'eip155:1' })).payload,
    ).toEqual({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(
      (await ask('RPC_REQUEST', { method: 'test_throw_value', chainId: 'eip155:1' })).payload,
    ).toEqual({
      message: 'An error occurred',
    })
    // An answer structured clone can't copy becomes an error instead of no answer.
    expect(
      await ask('RPC_REQUEST', { method: 'test_uncloneable', chainId: 'eip155:1' }),
    ).toMatchObject({
      kind: 'error',
      payload: { message: 'An error occurred' },
    })
  })

  test('ABORT answers the waiting request Modal closed (4001) and aborts its signal', async () => {
    const { port, received, ask, harnessLog } = await connectByHand()
    const waiting = request('RPC_REQUEST', { method: 'test_hang', chainId: 'eip155:1' })
    port.postMessage(waiting)
    expect(await ask('ABORT', { requestId: waiting.id })).toMatchObject({
      kind: 'success',
      payload: {},
    })
    expect(await received.next((data) => data?.id === waiting.id)).toEqual({
      kind: 'error',
      id: waiting.id,
      action: 'RPC_REQUEST',
      payload: { message: 'Modal closed', code: 4001 },
    })
    const payload = await harnessLog()
    expect(payload.aborted).toEqual([waiting.id])
    // Aborting what is not waiting changes nothing.
    expect(await ask('ABORT', { requestId: crypto.randomUUID() })).toMatchObject({
      kind: 'success',
    })
    expect(received.messages.filter((data) => data?.id === waiting.id)).toHaveLength(1)
  })

  test('events reach the host on the port; unknown event names are not sent', async () => {
    const { received, ask } = await connectByHand()
    await ask('RPC_REQUEST', { method: 'test_emit', chainId: 'eip155:1' })
    expect(received.messages.filter((data) => data?.kind === 'event')).toEqual([
      { kind: 'event', event: 'approval-shown', payload: { method: 'personal_sign' } },
    ])
  })
})
