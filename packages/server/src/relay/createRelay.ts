import type { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import {
  RELAY_HARD_FRAME_LIMIT_BYTES,
  RELAY_MAX_FRAME_BYTES,
  RELAY_MAX_REQUESTS_PER_SECOND,
  RELAY_MAX_SEND_BUFFER_BYTES,
  RELAY_MAX_SOCKETS_PER_IP,
  RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET,
  RELAY_MAX_TTL_SECONDS,
  RELAY_PING_INTERVAL_MS,
  RELAY_PURGE_INTERVAL_MS,
  RELAY_REQUEST_BURST,
} from './constants.ts'
import { createMemoryRelayStore } from './createMemoryRelayStore.ts'
import { pushToSubscribers } from './delivery.ts'
import type { RelayState } from './state.ts'
import type { RelayStore } from './types.ts'
import { createUpgradeHandler } from './upgrade.ts'

export type CreateRelayOptions = {
  /**
   * Where messages wait for their TTL.
   * @defaultValue `createMemoryRelayStore()`: one instance only, bounded in bytes per client, per
   * address and in all
   */
  store?: RelayStore | undefined
  /** Serve upgrades on this path only (others get 404). @defaultValue any path */
  path?: string | undefined
  /** @defaultValue 15 000 (`RELAY_PING_INTERVAL_MS`); the SDKs drop a socket silent for 35 s */
  pingIntervalMs?: number | undefined
  /** @defaultValue 65 536 (`RELAY_MAX_FRAME_BYTES`) */
  maxFrameBytes?: number | undefined
  /** @defaultValue 1000 (`RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET`) */
  maxSubscriptionsPerSocket?: number | undefined
  /**
   * Open sockets per client address (an IPv4 address or an IPv6 /64).
   * @defaultValue 64 (`RELAY_MAX_SOCKETS_PER_IP`); `Infinity` for no limit
   */
  maxSocketsPerIp?: number | undefined
  /**
   * Reverse proxies in front of the relay whose `X-Forwarded-For` entries are trusted, as the
   * server's `trustProxy`: the per-address limits count the address the outermost proxy saw.
   * `startServer` passes the server's.
   * @defaultValue 0 (the socket's address)
   */
  trustProxy?: number | undefined
  /** Longer TTLs are cut to this. @defaultValue 604 800 (7 days, `RELAY_MAX_TTL_SECONDS`) */
  maxTtlSeconds?: number | undefined
  /** Requests per socket and second, on average. @defaultValue 100 (`RELAY_MAX_REQUESTS_PER_SECOND`) */
  maxRequestsPerSecond?: number | undefined
  /** Requests per socket at once. @defaultValue 1000 (`RELAY_REQUEST_BURST`) */
  requestBurst?: number | undefined
  /** Bytes on their way to one socket before its messages wait. @defaultValue 1 MiB (`RELAY_MAX_SEND_BUFFER_BYTES`) */
  maxSendBufferBytes?: number | undefined
  /** How often expired messages are dropped. @defaultValue 60 000 (`RELAY_PURGE_INTERVAL_MS`) */
  purgeIntervalMs?: number | undefined
  /** Clock in ms (tests move it to expire messages). @defaultValue `Date.now` */
  now?: (() => number) | undefined
  /** Unexpected failures (a store error…); the client gets -32603. @defaultValue console.error */
  onError?: ((error: unknown) => void) | undefined
}

/** A WalletConnect v2 relay, served on the `upgrade` event of a Node HTTP server. */
export type Relay = {
  /** Listener for a Node server's `upgrade` event. */
  handleUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
  /** Listens on the server's `upgrade` event; returns the function that stops listening. */
  attach: (server: EventEmitter) => () => void
  /** Open client sockets. */
  readonly socketCount: number
  /** Drops expired messages now (it also happens every `purgeIntervalMs`). */
  purgeExpired: () => Promise<number>
  /** Closes every socket (1001), stops the timers and closes the store if the relay made it. */
  close: () => Promise<void>
}

/**
 * Creates the relay the WalletConnect SDKs talk to (`relayUrl: 'ws://127.0.0.1:8787'`).
 * @example
 * const server = createServer(handler)
 * const relay = createRelay()
 * relay.attach(server)
 * server.listen(8787)
 */
export function createRelay(options: CreateRelayOptions = {}): Relay {
  const ownsStore = !options.store
  const maxFrameBytes = options.maxFrameBytes ?? RELAY_MAX_FRAME_BYTES
  const state: RelayState = {
    store: options.store ?? createMemoryRelayStore(),
    limits: {
      pingIntervalMs: options.pingIntervalMs ?? RELAY_PING_INTERVAL_MS,
      maxFrameBytes,
      maxSubscriptionsPerSocket:
        options.maxSubscriptionsPerSocket ?? RELAY_MAX_SUBSCRIPTIONS_PER_SOCKET,
      maxSocketsPerIp: options.maxSocketsPerIp ?? RELAY_MAX_SOCKETS_PER_IP,
      maxTtlSeconds: options.maxTtlSeconds ?? RELAY_MAX_TTL_SECONDS,
      purgeIntervalMs: options.purgeIntervalMs ?? RELAY_PURGE_INTERVAL_MS,
      requestRate: {
        perSecond: options.maxRequestsPerSecond ?? RELAY_MAX_REQUESTS_PER_SECOND,
        burst: options.requestBurst ?? RELAY_REQUEST_BURST,
      },
      maxSendBufferBytes: options.maxSendBufferBytes ?? RELAY_MAX_SEND_BUFFER_BYTES,
    },
    now: options.now ?? Date.now,
    onError: options.onError ?? ((error) => console.error('[latch-server] relay:', error)),
    sockets: new Set(),
    subscribers: new Map(),
    inFlight: new Map(),
    socketsPerIp: new Map(),
    trustProxy: options.trustProxy ?? 0,
    nextRequestId: 1,
    closing: false,
  }
  // Frames between maxFrameBytes and this are read and answered with an error; larger ones close
  // the socket (1009) without being buffered.
  const maxPayload = Math.max(RELAY_HARD_FRAME_LIMIT_BYTES, maxFrameBytes * 2)
  const wss = new WebSocketServer({ noServer: true, maxPayload, clientTracking: false })
  const stopWatching = state.store.onMessage((message) => pushToSubscribers(state, message))
  const handleUpgrade = createUpgradeHandler(state, wss, options.path)

  const pingTimer = setInterval(() => {
    for (const socket of state.sockets) {
      if (!socket.alive) {
        socket.ws.terminate() // no pong since the last ping
        continue
      }
      socket.alive = false
      socket.ws.ping()
    }
  }, state.limits.pingIntervalMs)
  const purgeTimer = setInterval(() => {
    state.store.purgeExpired(state.now()).catch(state.onError)
  }, state.limits.purgeIntervalMs)
  pingTimer.unref()
  purgeTimer.unref()

  let closed: Promise<void> | undefined
  return {
    handleUpgrade,
    attach(server) {
      server.on('upgrade', handleUpgrade)
      return () => server.off('upgrade', handleUpgrade)
    },
    get socketCount() {
      return state.sockets.size
    },
    purgeExpired: () => state.store.purgeExpired(state.now()),
    close() {
      closed ??= (async () => {
        state.closing = true
        clearInterval(pingTimer)
        clearInterval(purgeTimer)
        stopWatching()
        const sockets = [...state.sockets]
        await Promise.all(
          sockets.map(
            (socket) =>
              new Promise<void>((resolve) => {
                socket.ws.once('close', () => resolve())
                socket.ws.close(1001, 'relay shutting down')
                // A peer that does not answer the close handshake is cut off.
                setTimeout(() => socket.ws.terminate(), 1_000).unref()
              }),
          ),
        )
        wss.close()
        if (ownsStore) await state.store.close()
      })()
      return closed
    },
  }
}
