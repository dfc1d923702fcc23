#!/usr/bin/env node
// Load figures (P15): the directory and balance routes under a bounded load, and the relay with 1,000 sockets of which half drop and reconnect mid-run; on one server instance and on two behind HAProxy.
// `node bench/load.mjs [--instances 1|2|both (default)] [--seconds S] [--concurrency C] [--sockets N]
//   [--messages M] [--relay-seconds S] [--away-ms MS] [--url URL [--relay-url WS]]`
//
// Starts a devnet (anvil, ports chosen by the system) and, per topology, the server as child
// processes (so the load generator in this process takes no time from them):
//   1 instance   one `startServer` (in-memory PGlite, in-memory relay store);
//   2 instances  a throw-away PostgreSQL cluster, redis-server, two `startServer` processes on them
//                (`trustProxy: 1`) and HAProxy round robin in front (needs Debian's postgresql,
//                redis-server and haproxy, as `npm run stack:scale`).
// The bench's servers lift the per-address limits, since every request and socket comes from
// 127.0.0.1: `rateLimitPerMinute` / `projectRateLimitPerMinute` 10⁹ and the relay's
// `maxSocketsPerIp` (default 64) set to sockets + 100 — options of `startServer`, the defaults
// untouched.
// HTTP: for --seconds each (10), --concurrency requests in flight (32) over keep-alive sockets,
// GET /getWallets (40 per page, pages 1–5) then GET /v1/account/{address}/balance (the devnet's
// funded accounts, chain 31337: a live multicall on anvil per request). Prints requests per
// second, p50 / p99 latency, 5xx, other non-2xx and network errors.
// Relay: --sockets WebSocket clients (1,000), each with its own client key, in pairs sharing a
// topic; each publishes --messages (10) over --relay-seconds (10) to its partner; at 40 % of that
// time every second client drops its socket (terminate, no close frame) and after --away-ms (1,000)
// reconnects with the same key and subscribes again. Like the SDKs, a client sends a publish again
// until the relay answers `true`, for up to 60 s (one cut off by the drop, or refused: refusals are
// counted by JSON-RPC code; the relay stores a message once). Lost = messages set out − messages
// their receiver got, after up to 30 s for stragglers (duplicates counted apart). Also: socket
// upgrades refused, delivery latency p50 / p99 to the clients that stayed and to those that
// dropped (held until they are back), server processes that exited (crashes).
// `--url` (and `--relay-url`) measure a server already running instead (e.g. `npm run stack:scale`):
// its own limits apply (64 sockets per address by default: give it fewer --sockets, or lift them).
// Figures, not assertions. Loopback only; every phase bounded in time.
import { fork, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const self = fileURLToPath(import.meta.url)
const argv = process.argv.slice(2)
const flag = (name, fallback) => {
  const index = argv.indexOf(`--${name}`)
  return index >= 0 && argv[index + 1] !== undefined ? argv[index + 1] : fallback
}
const NODE_FLAGS = ['--conditions=latch:source', '--import', 'tsx']

// Workspace packages resolve to their sources (a clean checkout has no dist).
if (!process.execArgv.includes('--conditions=latch:source')) {
  const run = spawnSync(process.execPath, [...NODE_FLAGS, self, ...argv], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}

// ---- child: one server instance ------------------------------------------------------------------
if (argv[0] === '--serve') {
  const { startServer } = await import('../packages/server/src/app/startServer.ts')
  const server = await startServer(JSON.parse(argv[1]))
  process.send({ url: server.url, relayUrl: server.relayUrl })
  const stop = async () => {
    await server.stop().catch(() => {})
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('disconnect', stop)
  await new Promise(() => {})
}

const SECONDS = Number(flag('seconds', 10))
const CONCURRENCY = Number(flag('concurrency', 32))
const SOCKETS = Number(flag('sockets', 1_000))
const MESSAGES = Number(flag('messages', 10))
const RELAY_SECONDS = Number(flag('relay-seconds', 10))
const AWAY_MS = Number(flag('away-ms', 1_000))
const DRAIN_MS = 30_000
/** How long a refused subscribe or publish is tried again: the SDKs retry for 60 s. */
const RETRY_MS = 60_000
const PROJECT = 'latch-dev-project'
const QUERY = `projectId=${PROJECT}&st=latch-bench&sv=0.0.0`

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
const ms = (value) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} ms`)

// ---- HTTP load ----------------------------------------------------------------------------------

/** GETs `pathOf(i)` with `concurrency` in flight for `seconds`; latencies and outcomes. */
async function httpLoad(base, pathOf, seconds, concurrency) {
  const url = new URL(base)
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies = []
  const statuses = {}
  let errors = 0
  let sent = 0
  const deadline = performance.now() + seconds * 1000
  const one = (path) =>
    new Promise((resolve) => {
      const started = performance.now()
      const req = request(
        { host: url.hostname, port: url.port, path, agent, timeout: 30_000 },
        (res) => {
          res.resume()
          res.on('end', () => {
            latencies.push(performance.now() - started)
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
            resolve()
          })
          res.on('error', () => {
            errors++
            resolve()
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end()
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await one(pathOf(sent++))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const count = (test) =>
    Object.entries(statuses).reduce((sum, [code, n]) => (test(Number(code)) ? sum + n : sum), 0)
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: count((code) => code >= 200 && code < 300),
    server5xx: count((code) => code >= 500),
    other: count((code) => code < 200 || (code >= 300 && code < 500)),
    statuses,
    errors,
  }
}

// ---- relay --------------------------------------------------------------------------------------

let WebSocket
let relayAuth

/** One relay client with a fixed key: it can drop its socket and come back as the same client. */
function relayClient(url, index, onMessage) {
  const keyPair = relayAuth.generateKeyPair()
  let ws
  let nextId = 1
  const pending = new Map()
  const client = {
    index,
    keyPair,
    get open() {
      return ws?.readyState === WebSocket.OPEN
    },
    async connect() {
      const auth = await relayAuth.signJWT(randomBytes(8).toString('hex'), url, 86_400, keyPair)
      const socket = new WebSocket(`${url}/?auth=${auth}&projectId=${PROJECT}`)
      ws = socket
      await new Promise((resolve, reject) => {
        socket.once('open', resolve)
        socket.once('unexpected-response', (_req, res) =>
          reject(new Error(`upgrade refused: ${res.statusCode}`)),
        )
        socket.once('error', reject)
      })
      socket.on('error', () => {})
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data))
        if (frame.method === 'irn_subscription') {
          socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
          onMessage(client, frame.params.data.message)
          return
        }
        pending.get(frame.id)?.(frame)
        pending.delete(frame.id)
      })
      socket.once('close', () => {
        for (const [id, resolve] of pending) {
          pending.delete(id)
          resolve({ error: { code: 'closed' } })
        }
      })
    },
    request(method, params) {
      const id = nextId++
      return new Promise((resolve) => {
        if (!client.open) return resolve({ error: { code: 'closed' } })
        pending.set(id, resolve)
        ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    drop() {
      ws.terminate()
    },
    close() {
      ws?.terminate()
    },
  }
  return client
}

/** Runs `tasks` with at most `limit` at once. */
async function pool(items, limit, task) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++])
    }),
  )
}

async function relayLoad(relayUrl) {
  WebSocket ??= (await import('ws')).default
  relayAuth ??= await import('@walletconnect/relay-auth')
  const received = new Map() // receiver index → Set of messages
  const intended = new Map() // message → { to, at }: every message a client set out to send
  const latencies = { stayed: [], dropped: [] } // by whether the receiver was one that dropped
  let duplicates = 0
  const onMessage = (client, message) => {
    const seen = received.get(client.index) ?? new Set()
    received.set(client.index, seen)
    if (seen.has(message)) {
      duplicates++
      return
    }
    seen.add(message)
    const sentAt = intended.get(message)?.at ?? Number(message.split(':')[2])
    latencies[client.index % 2 ? 'dropped' : 'stayed'].push(Date.now() - sentAt)
  }
  const pairs = Math.floor(SOCKETS / 2)
  const topics = Array.from({ length: pairs }, () => randomBytes(32).toString('hex'))
  const clients = Array.from({ length: pairs * 2 }, (_, i) => relayClient(relayUrl, i, onMessage))
  const topicOf = (client) => topics[Math.floor(client.index / 2)]
  const partnerOf = (client) => client.index ^ 1
  const refusals = {} // JSON-RPC error code of a refused subscribe or publish → count (retried)
  const refuse = (code) => {
    refusals[code] = (refusals[code] ?? 0) + 1
  }
  let upgradesRefused = 0
  /** Connects (again) and subscribes, retrying for up to a minute as the SDKs do. */
  const connectAndSubscribe = async (client) => {
    const deadline = Date.now() + RETRY_MS
    while (Date.now() < deadline) {
      if (!client.open) {
        try {
          await client.connect()
        } catch {
          upgradesRefused++
          await sleep(250)
          continue
        }
      }
      const answer = await client.request('irn_subscribe', { topic: topicOf(client) })
      if (!answer.error) return true
      if (answer.error.code !== 'closed') refuse(String(answer.error.code))
      await sleep(250)
    }
    return false
  }
  const connectStarted = performance.now()
  let connected = 0
  await pool(clients, 50, async (client) => {
    if (await connectAndSubscribe(client)) connected++
  })
  const connectSeconds = (performance.now() - connectStarted) / 1000

  let publishedCount = 0
  let gaveUp = 0
  let reconnectFailures = 0
  const away = new Set()
  /** One message: sent until the relay answers true, for up to a minute (the SDKs' retry). */
  const publishOne = async (client, seq) => {
    const message = `${client.index}:${seq}:${Date.now()}`
    intended.set(message, { to: partnerOf(client), at: Date.now() })
    const deadline = Date.now() + RETRY_MS
    let wait = 250
    while (Date.now() < deadline) {
      while (away.has(client.index)) await sleep(50)
      if (!client.open) break // its reconnect failed
      const answer = await client.request('irn_publish', {
        topic: topicOf(client),
        message,
        ttl: 300,
        tag: 1000,
      })
      if (answer.result === true) {
        publishedCount++
        return
      }
      // Cut off by the drop: sent again once back (the relay stores a message once).
      if (answer.error?.code === 'closed') continue
      refuse(String(answer.error?.code))
      await sleep(wait)
      wait = Math.min(wait * 2, 2_000)
    }
    gaveUp++
  }
  const started = Date.now()
  const spacing = (RELAY_SECONDS * 1000) / MESSAGES
  const dropAt = RELAY_SECONDS * 400
  const publishing = Promise.all(
    clients.map(async (client) => {
      // Spread the clients over one spacing, so publishes don't all go at once.
      for (let seq = 0; seq < MESSAGES; seq++) {
        const due = started + (client.index / clients.length) * spacing + seq * spacing
        if (due > Date.now()) await sleep(due - Date.now())
        await publishOne(client, seq)
      }
    }),
  )
  const reconnecting = (async () => {
    await sleep(dropAt)
    const half = clients.filter((client) => client.index % 2 === 1)
    for (const client of half) away.add(client.index)
    for (const client of half) client.drop()
    await sleep(AWAY_MS)
    await pool(half, 50, async (client) => {
      if (!(await connectAndSubscribe(client))) reconnectFailures++
      away.delete(client.index)
    })
    return half.length
  })()
  const [, reconnected] = await Promise.all([publishing, reconnecting])
  // Wait for stragglers (messages held for the dropped clients go out on their new subscription).
  const delivered = () => {
    let count = 0
    for (const [message, { to }] of intended) if (received.get(to)?.has(message)) count++
    return count
  }
  const drainUntil = Date.now() + DRAIN_MS
  while (delivered() < intended.size && Date.now() < drainUntil) await sleep(100)
  const deliveredCount = delivered()
  for (const client of clients) client.close()
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b)
  return {
    sockets: clients.length,
    connected,
    connectSeconds,
    upgradesRefused,
    reconnected,
    reconnectFailures,
    intended: intended.size,
    published: publishedCount,
    gaveUp,
    delivered: deliveredCount,
    lost: intended.size - deliveredCount,
    duplicates,
    refusals,
    stayed: { p50: percentile(latencies.stayed, 50), p99: percentile(latencies.stayed, 99) },
    dropped: { p50: percentile(latencies.dropped, 50), p99: percentile(latencies.dropped, 99) },
    seconds: (Date.now() - started) / 1000,
  }
}

// ---- topologies ---------------------------------------------------------------------------------

/** Starts one server process; resolves with its URLs and a way to stop it. */
function serveChild(options) {
  const child = fork(self, ['--serve', JSON.stringify(options)], {
    execArgv: NODE_FLAGS,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const state = { crashed: false, stopping: false }
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.once('exit', (code, signal) => {
    if (!state.stopping) {
      state.crashed = true
      console.error(`  server process exited during the run (${signal ?? code})`)
    }
  })
  return new Promise((resolve, reject) => {
    child.once('message', (urls) =>
      resolve({
        ...urls,
        get crashed() {
          return state.crashed
        },
        async stop() {
          state.stopping = true
          child.kill('SIGTERM')
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
          await exited
          clearTimeout(timer)
        },
      }),
    )
    child.once('exit', () => reject(new Error('the server process exited before listening')))
  })
}

function serverOptions(chains, extra) {
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir: ':memory:',
    chains,
    indexer: { enabled: false },
    frame: false,
    rateLimitPerMinute: 1e9,
    projectRateLimitPerMinute: 1e9,
    relay: { maxSocketsPerIp: SOCKETS + 100 },
    ...extra,
  }
}

async function startOne(chains) {
  const server = await serveChild(serverOptions(chains, {}))
  return {
    name: '1 instance',
    url: server.url,
    relayUrl: server.relayUrl,
    crashes: () => Number(server.crashed),
    stop: () => server.stop(),
  }
}

async function startTwo(chains) {
  const { findPostgresBin, startPostgresCluster } = await import(
    '../packages/server/src/testing/postgresCluster.ts'
  )
  const { freePort, missingScaleTools, startHaproxy, startRedis } = await import(
    '../packages/server/src/testing/scaleStack.ts'
  )
  const missing = missingScaleTools()
  if (missing.length) throw new Error(`missing ${missing.join(', ')} (apt-get install)`)
  const cleanup = []
  try {
    const postgres = await startPostgresCluster(findPostgresBin())
    cleanup.push(() => postgres.destroy())
    const redis = await startRedis(await freePort())
    cleanup.push(() => redis.stop())
    const servers = []
    // One after another: the first migrates the database.
    for (let i = 0; i < 2; i++) {
      const server = await serveChild(
        serverOptions(chains, {
          dataDir: undefined,
          databaseUrl: postgres.url,
          redisUrl: redis.url,
          trustProxy: 1,
        }),
      )
      servers.push(server)
      cleanup.push(() => server.stop())
    }
    const proxy = await startHaproxy(
      await freePort(),
      servers.map((server) => Number(new URL(server.url).port)),
    )
    cleanup.push(() => proxy.stop())
    return {
      name: '2 instances + HAProxy',
      url: proxy.url,
      relayUrl: proxy.url.replace('http://', 'ws://'),
      crashes: () => servers.filter((server) => server.crashed).length,
      stop: async () => {
        for (const step of cleanup.reverse()) await step().catch(() => {})
      },
    }
  } catch (error) {
    for (const step of cleanup.reverse()) await step().catch(() => {})
    throw error
  }
}

// ---- main ---------------------------------------------------------------------------------------

const { DEVNET_ACCOUNTS } = await import('../packages/devnet/src/exports/constants.ts')
const accounts = DEVNET_ACCOUNTS.map((account) => account.address)
const directoryPath = (i) => `/getWallets?${QUERY}&page=${(i % 5) + 1}&entries=40`
const balancePath = (i) =>
  `/v1/account/${accounts[i % accounts.length]}/balance?${QUERY}&currency=usd&chainId=eip155:31337`

async function measure(target) {
  console.log(`\n${target.name}: ${target.url}`)
  // Warm-up: JIT, caches, the first multicall.
  await httpLoad(target.url, directoryPath, 1, 4)
  await httpLoad(target.url, balancePath, 1, 4)
  const directory = await httpLoad(target.url, directoryPath, SECONDS, CONCURRENCY)
  console.log(`  GET /getWallets          ${httpLine(directory)}`)
  const balance = await httpLoad(target.url, balancePath, SECONDS, CONCURRENCY)
  console.log(`  GET /v1/account/…/balance ${httpLine(balance)}`)
  const relay = target.relayUrl ? await relayLoad(target.relayUrl) : undefined
  if (relay) console.log(`  relay                    ${relayLine(relay)}`)
  return { name: target.name, directory, balance, relay, crashes: target.crashes() }
}

const httpLine = (r) =>
  `${r.requests} requests, ${r.rps.toFixed(0)}/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, 5xx ${r.server5xx}, other non-2xx ${r.other}, errors ${r.errors}`
const relayLine = (r) =>
  `${r.connected}/${r.sockets} sockets up in ${r.connectSeconds.toFixed(1)} s (${r.upgradesRefused} upgrades refused), ${r.reconnected} dropped and back (${r.reconnectFailures} failed); messages ${r.intended}, published ${r.published} (${r.gaveUp} given up), delivered ${r.delivered}, lost ${r.lost}, duplicates ${r.duplicates}; refused and retried ${JSON.stringify(r.refusals)}; delivery p50 / p99 to clients that stayed ${ms(r.stayed.p50)} / ${ms(r.stayed.p99)}, to those that dropped ${ms(r.dropped.p50)} / ${ms(r.dropped.p99)}`

const results = []
const external = flag('url', undefined)
if (external) {
  results.push(
    await measure({
      name: 'given server',
      url: external,
      relayUrl: flag('relay-url', external.replace(/^http/, 'ws')),
      crashes: () => NaN,
    }),
  )
} else {
  const which = flag('instances', 'both')
  const { startDevnet } = await import('@latch/devnet')
  const { devnetChainConfigs } = await import('../packages/server/src/testing/devnetChains.ts')
  const devnet = await startDevnet({ ports: [0, 0] })
  process.on('exit', () => {
    for (const chain of devnet.chains) {
      try {
        process.kill(chain.pid, 'SIGKILL')
      } catch {}
    }
  })
  const chains = devnetChainConfigs(devnet, true)
  try {
    const starts = which === 'both' ? [startOne, startTwo] : which === '2' ? [startTwo] : [startOne]
    for (const start of starts) {
      let target
      try {
        target = await start(chains)
      } catch (error) {
        // No PostgreSQL / Redis / HAProxy here: the other topology's figures still print.
        console.error(
          `\n${start === startTwo ? '2 instances' : '1 instance'}: not run (${error.message})`,
        )
        continue
      }
      try {
        results.push(await measure(target))
      } finally {
        await target.stop()
      }
    }
  } finally {
    await devnet.stop()
  }
}

console.log(
  `\nLoad (loopback; HTTP ${SECONDS} s per route at ${CONCURRENCY} in flight; relay ${SOCKETS} sockets × ${MESSAGES} messages, half dropped at ${(RELAY_SECONDS * 0.4).toFixed(1)} s for ${AWAY_MS} ms)`,
)
// The relay's -32603 (internal error) is its 5xx; other refusals are its 4xx. Both were retried.
const rows = [
  [
    'topology',
    'what',
    'count',
    'per s',
    'p50',
    'p99',
    '5xx',
    'refused',
    'errors',
    'lost',
    'crashes',
  ],
]
for (const r of results) {
  for (const [route, h] of [
    ['GET /getWallets', r.directory],
    ['GET /v1/account/…/balance', r.balance],
  ]) {
    const row = [h.requests, h.rps.toFixed(0), ms(h.p50), ms(h.p99), h.server5xx, h.other]
    rows.push([r.name, route, ...row, h.errors, '', r.crashes])
  }
  if (r.relay) {
    const x = r.relay
    const internal = x.refusals['-32603'] ?? 0
    const refused = Object.values(x.refusals).reduce((a, b) => a + b, 0) - internal
    const errors = x.upgradesRefused + x.reconnectFailures + x.gaveUp
    const rate = (x.delivered / x.seconds).toFixed(0)
    rows.push([r.name, `relay, ${x.sockets} sockets`, `${x.delivered}/${x.intended} msgs`, rate])
    rows
      .at(-1)
      .push(ms(x.stayed.p50), ms(x.stayed.p99), internal, refused, errors, x.lost, r.crashes)
    rows.push(['', '  to clients that dropped', '', '', ms(x.dropped.p50), ms(x.dropped.p99)])
  }
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c] ?? '').length)))
for (const row of rows)
  console.log(`  ${row.map((cell, c) => String(cell ?? '').padEnd(widths[c])).join('  ')}`)
process.exit(0)
