import { createHash } from 'node:crypto'
import type { WebSocket } from 'ws'
import type { TokenBucket, TokenRate } from './rateLimit.ts'
import type { RelayStore } from './types.ts'

/** The relay's limits, all set (see `CreateRelayOptions` for their meaning and defaults). */
export type RelayLimits = {
  pingIntervalMs: number
  maxFrameBytes: number
  maxSubscriptionsPerSocket: number
  maxSocketsPerIp: number
  maxTtlSeconds: number
  purgeIntervalMs: number
  /** Requests per socket: `perSecond` on average, `burst` at once. */
  requestRate: TokenRate
  maxSendBufferBytes: number
}

/** One authenticated client connection. */
export type RelaySocket = {
  ws: WebSocket
  /** JWT `iss` of the client. */
  clientId: string
  /** What the client counts as for the per-address limits: `clientKey` of its address. */
  ip: string
  /** topic → subscription id */
  subscriptions: Map<string, string>
  /** id of an `irn_subscription` request sent here → the message it carried */
  awaitingAck: Map<number, { topic: string; messageId: string }>
  /** Cleared at each ping, set by the pong; a socket still unset at the next ping is dropped. */
  alive: boolean
  /** Frames are handled one after another so a client's calls take effect in order. */
  queue: Promise<void>
  /** Frames received and not yet handled (reading pauses past `RELAY_MAX_QUEUED_FRAMES_PER_SOCKET`). */
  queuedFrames: number
  /** Bytes of those frames (reading pauses past `RELAY_MAX_QUEUED_BYTES_PER_SOCKET` too). */
  queuedBytes: number
  requestTokens: TokenBucket
  /** Bytes handed to `ws.send` (pushes and answers) and not yet written out. */
  sendingBytes: number
  /** Called once `sendingBytes` is back under half the limit (the next frame waits for it). */
  roomWaiters: (() => void)[]
  /** Topics with messages held back while `sendingBytes` was over the limit. */
  backlog: Set<string>
}

/** Everything one relay instance holds. */
export type RelayState = {
  store: RelayStore
  limits: RelayLimits
  now: () => number
  onError: (error: unknown) => void
  sockets: Set<RelaySocket>
  /** topic → sockets subscribed to it */
  subscribers: Map<string, Set<RelaySocket>>
  /** client id → `topic/messageId` keys sent and not yet acknowledged: one copy per client. */
  inFlight: Map<string, Set<string>>
  /** open sockets (and upgrades being verified) per client address (`clientKey`) */
  socketsPerIp: Map<string, number>
  /** Reverse proxies in front whose `X-Forwarded-For` entries are trusted (see `clientAddress`). */
  trustProxy: number
  nextRequestId: number
  closing: boolean
}

/** The id the SDKs compute for a subscription themselves: sha256(topic + client id), hex. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

/** The relay message id: sha256 of the message (utf-8), hex. */
export function messageId(message: string): string {
  return createHash('sha256').update(message).digest('hex')
}

export function deliveryKey(topic: string, id: string): string {
  return `${topic}/${id}`
}
