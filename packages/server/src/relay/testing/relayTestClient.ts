import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'
import { type CreateRelayOptions, createRelay, type Relay } from '../createRelay.ts'

/** A relay on a plain HTTP server at 127.0.0.1:<free port>. */
export type TestRelay = { relay: Relay; server: Server; url: string; close: () => Promise<void> }

export async function startTestRelay(options: CreateRelayOptions = {}): Promise<TestRelay> {
  const server = createServer((_, response) => {
    response.statusCode = 404
    response.end()
  })
  const relay = createRelay(options)
  relay.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    relay,
    server,
    url: `ws://127.0.0.1:${port}`,
    close: async () => {
      await relay.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A random topic (32 bytes hex, as the SDKs make them). */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

export type Frame = {
  id?: unknown
  jsonrpc?: string
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string }
}

export type SubscriptionFrame = Frame & {
  id: number
  method: 'irn_subscription'
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
  }
}

/** Signs a client JWT the way the SDKs do (sub random, aud the relay URL, 1 day). */
export function clientJwt(keyPair: Keypair, relayUrl: string, ttlSeconds = 86_400, iat?: number) {
  return signJWT(randomBytes(8).toString('hex'), relayUrl, ttlSeconds, keyPair, iat)
}

/** The relay answered an upgrade with this HTTP status instead of opening the socket. */
export class UpgradeRefusedError extends Error {
  override name = 'UpgradeRefusedError'
  constructor(readonly status: number) {
    super(`upgrade refused with HTTP ${status}`)
  }
}

/**
 * A raw WebSocket client of the relay that keeps every frame it receives. Frames arrive in order
 * per socket, so `request` doubles as a barrier: once it answers, everything the relay sent this
 * socket before the answer is in `frames`.
 */
export class RelayTestClient {
  readonly frames: Frame[] = []
  /** Every frame as received, for checks JSON.parse would blur (ids beyond 2^53). */
  readonly rawFrames: string[] = []
  private waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = []
  private nextId = 1

  private constructor(
    readonly ws: WebSocket,
    readonly keyPair: Keypair,
  ) {
    ws.on('message', (data) => {
      this.rawFrames.push(String(data))
      const frame = JSON.parse(String(data)) as Frame
      this.frames.push(frame)
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true
        waiter.resolve(frame)
        return false
      })
    })
  }

  static async connect(
    url: string,
    options: {
      keyPair?: Keypair
      path?: string
      autoPong?: boolean
      localAddress?: string
      /** Upgrade request headers, e.g. the `X-Forwarded-For` a reverse proxy would add. */
      headers?: Record<string, string>
    } = {},
  ): Promise<RelayTestClient> {
    const keyPair = options.keyPair ?? generateKeyPair()
    const auth = await clientJwt(keyPair, url)
    const query = `auth=${auth}&ua=wc-2%2Fjs-2.25.0%2Ftest&projectId=test-project`
    const ws = new WebSocket(`${url}${options.path ?? '/'}?${query}`, {
      autoPong: options.autoPong ?? true,
      // Another loopback address (127.0.0.2) is another client address to the relay.
      ...(options.localAddress !== undefined && { localAddress: options.localAddress }),
      ...(options.headers !== undefined && { headers: options.headers }),
    })
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (request, response) => {
        ws.on('error', () => {})
        response.resume()
        request.destroy()
        reject(new UpgradeRefusedError(response.statusCode ?? 0))
      })
    })
    return new RelayTestClient(ws, keyPair)
  }

  /** The next frame (already received or still to come) that matches. */
  waitFor(match: (frame: Frame) => boolean): Promise<Frame> {
    const found = this.frames.find(match)
    if (found) return Promise.resolve(found)
    return new Promise((resolve) => this.waiters.push({ match, resolve }))
  }

  sendRaw(text: string | Buffer): void {
    this.ws.send(text)
  }

  /** Sends a request and resolves to its answer (result or error). */
  async request(method: string, params: unknown): Promise<Frame> {
    const id = `test-${this.nextId++}`
    this.sendRaw(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor((frame) => frame.id === id && frame.method === undefined)
  }

  /** The `irn_subscription` pushes received so far. */
  get deliveries(): SubscriptionFrame[] {
    return this.frames.filter(
      (frame): frame is SubscriptionFrame => frame.method === 'irn_subscription',
    )
  }

  /** Messages received so far on a topic (by push), in order. */
  messagesOn(topic: string): string[] {
    return this.deliveries
      .filter((d) => d.params.data.topic === topic)
      .map((d) => d.params.data.message)
  }

  /** Acknowledges a push the way the SDKs do (`result: true`). */
  ack(frame: SubscriptionFrame): void {
    this.sendRaw(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
  }

  ackAll(): void {
    for (const frame of this.deliveries) this.ack(frame)
  }

  /** Round trip that changes nothing: everything sent to this socket before it has arrived. */
  async sync(): Promise<void> {
    await this.request('irn_unsubscribe', { topic: randomTopic(), id: 'sync' })
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return
    await new Promise<void>((resolve) => {
      this.ws.once('close', () => resolve())
      this.ws.close()
    })
  }
}
