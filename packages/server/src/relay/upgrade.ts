import type { IncomingMessage } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RawData, WebSocket, WebSocketServer } from 'ws'
import { clientKey, forwardedClientAddress } from '../middleware/clientAddress.ts'
import {
  RELAY_MAX_QUEUED_BYTES_PER_SOCKET,
  RELAY_MAX_QUEUED_FRAMES_PER_SOCKET,
} from './constants.ts'
import { releaseSocket, roomToSend } from './delivery.ts'
import { handleFrame } from './handleFrame.ts'
import { createTokenBucket } from './rateLimit.ts'
import type { RelaySocket, RelayState } from './state.ts'
import { type ClientIdentity, verifyClientJwt } from './verifyClientJwt.ts'

type RejectCode = 'unauthorized' | 'too_many_sockets' | 'not_found' | 'bad_request' | 'unavailable'

const REJECT_STATUS: Record<RejectCode, number> = {
  unauthorized: 401,
  too_many_sockets: 429,
  not_found: 404,
  bad_request: 400,
  unavailable: 503,
}

/** Answers an upgrade request with a plain HTTP error (the same `{ error, message }` body). */
function reject(socket: Duplex, code: RejectCode, message: string): void {
  if (socket.destroyed) return
  const status = REJECT_STATUS[code]
  const body = JSON.stringify({ error: code, message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

function rawDataBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.byteLength, 0)
  return data.byteLength
}

function accept(state: RelayState, ws: WebSocket, identity: ClientIdentity, ip: string): void {
  const socket: RelaySocket = {
    ws,
    clientId: identity.clientId,
    ip,
    subscriptions: new Map(),
    awaitingAck: new Map(),
    alive: true,
    queue: Promise.resolve(),
    queuedFrames: 0,
    queuedBytes: 0,
    requestTokens: createTokenBucket(state.limits.requestRate, state.now()),
    sendingBytes: 0,
    roomWaiters: [],
    backlog: new Set(),
  }
  state.sockets.add(socket)
  ws.on('message', (data) => {
    // A client sending faster than its frames are handled is read no further for a while, so
    // unhandled frames never pile up in memory: TCP pushes back on it.
    const bytes = rawDataBytes(data)
    socket.queuedBytes += bytes
    if (
      ++socket.queuedFrames >= RELAY_MAX_QUEUED_FRAMES_PER_SOCKET ||
      socket.queuedBytes >= RELAY_MAX_QUEUED_BYTES_PER_SOCKET
    )
      ws.pause()
    // A frame is handled once what the socket has on its way fits the send buffer, so a client
    // that asks (irn_batchFetchMessages) and does not read stops being read itself.
    socket.queue = socket.queue
      .then(() => roomToSend(state, socket))
      .then(() => handleFrame(state, socket, data))
      .catch(state.onError)
      .finally(() => {
        socket.queuedFrames--
        socket.queuedBytes -= bytes
        if (
          ws.isPaused &&
          socket.queuedFrames <= RELAY_MAX_QUEUED_FRAMES_PER_SOCKET / 2 &&
          socket.queuedBytes <= RELAY_MAX_QUEUED_BYTES_PER_SOCKET / 2
        )
          ws.resume()
      })
  })
  ws.on('pong', () => {
    socket.alive = true
  })
  // ws closes the socket itself after a protocol error (e.g. a frame over the hard limit).
  ws.on('error', () => {})
  ws.on('close', () => releaseSocket(state, socket))
}

type Admission =
  | { ok: true; auth: string; ip: string }
  | { ok: false; code: RejectCode; message: string }

function admit(state: RelayState, request: IncomingMessage, path: string | undefined): Admission {
  if (state.closing)
    return { ok: false, code: 'unavailable', message: 'The relay is shutting down' }
  if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
    return { ok: false, code: 'bad_request', message: 'Only WebSocket upgrades are served' }
  }
  const url = new URL(request.url ?? '/', 'http://relay.invalid')
  if (path !== undefined && url.pathname !== path) {
    return { ok: false, code: 'not_found', message: `The relay listens on ${path}` }
  }
  const auth = url.searchParams.get('auth')
  if (!auth) return { ok: false, code: 'unauthorized', message: 'Missing client JWT (?auth=)' }
  // The same key as the HTTP rate limit: behind trusted proxies the address they saw, and an IPv6
  // client's whole /64, so it cannot take a fresh address per socket.
  const header = request.headers['x-forwarded-for'] // Node joins repeated ones with ', '
  const forwardedFor = Array.isArray(header) ? header.join(',') : header
  const address = forwardedClientAddress(
    request.socket.remoteAddress,
    forwardedFor,
    state.trustProxy,
  )
  const ip = clientKey(address)
  if ((state.socketsPerIp.get(ip) ?? 0) >= state.limits.maxSocketsPerIp) {
    const message = `At most ${state.limits.maxSocketsPerIp} sockets per address`
    return { ok: false, code: 'too_many_sockets', message }
  }
  return { ok: true, auth, ip }
}

/**
 * Handles an HTTP upgrade: checks the path, the per-address socket limit and the client JWT in
 * `?auth=`, then hands the socket to `ws`. `projectId`, `ua` and other query parameters are
 * accepted as they come.
 */
export function createUpgradeHandler(
  state: RelayState,
  wss: WebSocketServer,
  path: string | undefined,
) {
  return (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => {}) // a client may vanish mid-handshake
    const admission = admit(state, request, path)
    if (!admission.ok) {
      reject(socket, admission.code, admission.message)
      return
    }
    const { auth, ip } = admission
    // Counted from now on, so a burst of upgrades cannot pass the limit while JWTs are checked;
    // released when the handshake fails (ws may abort it without calling back) or the socket ends.
    state.socketsPerIp.set(ip, (state.socketsPerIp.get(ip) ?? 0) + 1)
    let accepted = false
    socket.once('close', () => {
      if (accepted) return
      const count = (state.socketsPerIp.get(ip) ?? 1) - 1
      if (count > 0) state.socketsPerIp.set(ip, count)
      else state.socketsPerIp.delete(ip)
    })
    verifyClientJwt(auth, state.now()).then(
      (identity) => {
        if (socket.destroyed) return
        if (state.closing) reject(socket, 'unavailable', 'The relay is shutting down')
        else if (!identity) reject(socket, 'unauthorized', 'Invalid or expired client JWT')
        else {
          wss.handleUpgrade(request, socket, head, (ws) => {
            accepted = true
            accept(state, ws, identity, ip)
          })
        }
      },
      (error: unknown) => {
        state.onError(error)
        reject(socket, 'unauthorized', 'Invalid client JWT')
      },
    )
  }
}
