// The frame page of the channel's browser tests (served by frameTestServer.ts at another origin):
// the real `startFrameChannel` with a dispatcher whose RPC methods `test_*` let a test drive it.
import { type FrameChannel, startFrameChannel } from '../frame/channel.ts'
import type { FrameRequestAction } from '../shared/protocol.ts'

const realParent = window.parent

type Config = { hostOrigin: string; allowedOrigins: string[]; reportTo: string }

const config = JSON.parse(
  document.getElementById('latch-frame-config')?.textContent ?? '{}',
) as Config
// To every ancestor at the report origin (the test page is not the top window: Vitest's
// orchestrator is), so it arrives whether the frame is the test page's child or grandchild.
const report = (message: Record<string, unknown>) => {
  for (let target = realParent; ; target = target.parent) {
    target.postMessage({ type: 'harness', ...message }, config.reportTo)
    if (target === window.top) break
  }
}

const log: { id: string; action: string; payload: unknown }[] = []
const aborted: string[] = []
const readyTargets: unknown[] = []
let hangSignOut = false
let rawPort: MessagePort | undefined
let channel: FrameChannel | undefined

// The port the channel accepts, kept here too so a test can post raw answers on it.
window.addEventListener('message', (event) => {
  if (rawPort || event.origin !== config.hostOrigin || event.source !== window.parent) return
  if (event.data?.type === 'latch:connect') rawPort = event.ports[0]
})

const wait = (id: string, signal: AbortSignal) =>
  new Promise((_, reject) => {
    signal.addEventListener('abort', () => {
      aborted.push(id)
      reject(signal.reason)
    })
  })

async function dispatch(
  action: FrameRequestAction,
  payload: unknown,
  { id, signal }: { id: string; signal: AbortSignal },
): Promise<unknown> {
  log.push({ id, action, payload })
  if (action === 'IS_CONNECTED') return { isConnected: false }
  if (action === 'GET_CHAIN_ID') return { chainId: 'eip155:31337' }
  if (action === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP', received: payload }
  if (action === 'SIGN_OUT') return hangSignOut ? wait(id, signal) : {}
  if (action !== 'RPC_REQUEST') return {}
  const { method, params } = payload as { method: string; params?: unknown }
  switch (method) {
    case 'test_log':
      return { log, aborted }
    case 'test_hang':
      return wait(id, signal)
    case 'test_fail':
      throw Object.assign(new Error('Requested RPC call is not allowed'), { code: 4200 })
    case 'test_throw_value':
      throw 'not an error'
    case 'test_emit':
      channel?.emit('approval-shown', { method: 'personal_sign' })
      channel?.emit('not-an-event' as never, {})
      return {}
    case 'test_raw':
      for (const message of params as unknown[]) rawPort?.postMessage(message)
      return {}
    case 'test_hang_sign_out':
      hangSignOut = true
      return {}
    case 'test_uncloneable':
      return { callback: () => {} }
    case 'test_ready_targets':
      return readyTargets
    case 'test_reload':
      setTimeout(() => location.reload(), 50)
      return {}
    default:
      throw Object.assign(new Error(`unknown test method ${method}`), { code: -32601 })
  }
}

// `window.parent` is [Replaceable]: while the channel starts (when it posts its ready message),
// it sees a stand-in that records the target origin and passes the message on.
Object.defineProperty(window, 'parent', {
  configurable: true,
  value: {
    postMessage(message: unknown, targetOrigin: string, transfer?: Transferable[]) {
      readyTargets.push(targetOrigin)
      realParent.postMessage(message, targetOrigin, transfer)
    },
  },
})
try {
  channel = startFrameChannel({
    hostOrigin: config.hostOrigin,
    allowedOrigins: config.allowedOrigins,
    dispatch,
  })
  report({ started: true })
} catch (error) {
  report({ refused: (error as Error).name })
} finally {
  Object.defineProperty(window, 'parent', { configurable: true, value: realParent })
}
