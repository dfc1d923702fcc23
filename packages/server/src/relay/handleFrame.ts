import type { RawData } from 'ws'
import { DbUnavailableError } from '../db/DbUnavailableError.ts'
import { sendFrame, settleDelivery } from './delivery.ts'
import { RELAY_ERROR_CODES, RelayRpcError } from './errors.ts'
import { formatError, formatResult, frameId, parseFrame } from './jsonRpc.ts'
import { RELAY_METHODS } from './methods/dispatch.ts'
import { requestCost, takeTokens } from './rateLimit.ts'
import type { RelaySocket, RelayState } from './state.ts'

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  if (Array.isArray(data)) return Buffer.concat(data)
  return Buffer.from(data)
}

/**
 * Answers one frame from a client. Every bad frame gets a JSON-RPC error and leaves the socket
 * open: -32700 (not JSON), -32600 (not a request), -32601 (unknown method), -32602 (bad params),
 * -32001 (frame over the size limit), -32005 (over the socket's request rate; nothing is done);
 * -32603 for a failure of the relay itself (its database away: a message saying so).
 */
export async function handleFrame(
  state: RelayState,
  socket: RelaySocket,
  data: RawData,
): Promise<void> {
  const bytes = toBuffer(data)
  const text = bytes.toString('utf8')
  if (bytes.byteLength > state.limits.maxFrameBytes) {
    const message = `Frame too large: ${bytes.byteLength} bytes, at most ${state.limits.maxFrameBytes}`
    sendFrame(state, socket, formatError(frameId(text), RELAY_ERROR_CODES.frameTooLarge, message))
    return
  }
  const frame = parseFrame(text)
  if (frame.kind === 'response') {
    await settleDelivery(state, socket, frame.id, frame.ok)
    return
  }
  const cost = frame.kind === 'request' ? requestCost(frame.method, frame.params) : 1
  if (!takeTokens(socket.requestTokens, cost, state.limits.requestRate, state.now())) {
    const { perSecond, burst } = state.limits.requestRate
    const message = `Too many requests: at most ${perSecond} a second (${burst} at once) per socket; slow down`
    sendFrame(state, socket, formatError(frame.id, RELAY_ERROR_CODES.rateLimited, message))
    return
  }
  if (frame.kind === 'invalid') {
    sendFrame(state, socket, formatError(frame.id, frame.code, frame.message))
    return
  }
  const handler = RELAY_METHODS.get(frame.method)
  if (!handler) {
    const message = `Method not found: ${frame.method.slice(0, 100)}`
    sendFrame(state, socket, formatError(frame.id, RELAY_ERROR_CODES.methodNotFound, message))
    return
  }
  let afterAnswer: (() => Promise<void>) | undefined
  try {
    const outcome = await handler({ state, socket, params: frame.params, method: frame.method })
    sendFrame(state, socket, formatResult(frame.id, outcome.result))
    afterAnswer = outcome.afterAnswer
  } catch (error) {
    if (error instanceof RelayRpcError) {
      sendFrame(state, socket, formatError(frame.id, error.code, error.message))
      return
    }
    state.onError(error)
    // The SDKs publish again until answered: say so when it is the store that is away.
    const message =
      error instanceof DbUnavailableError
        ? 'Internal error: the relay cannot reach its database; try again shortly'
        : 'Internal error'
    sendFrame(state, socket, formatError(frame.id, RELAY_ERROR_CODES.internalError, message))
    return
  }
  await afterAnswer?.().catch(state.onError)
}
