#!/usr/bin/env node
// One anonymous client floods the WalletConnect relay while a second client keeps publishing.
// `node bench/relay-flood.mjs [--port N] [--seconds S] [--count N] [--bytes B] [--rss-growth-cap-mb M]`
// Starts `startServer` (in-memory PGlite, relay on) in this process on 127.0.0.1, forks the
// flooding client into a child process (so this process's memory is the server's), and prints:
//  1. big: up to --count publishes of --bytes each (default 65 000 × 60 KB, issue 11 #1),
//     stopped after --seconds (60) or once the server's RSS grew by --rss-growth-cap-mb (1 200),
//     so a relay without a byte bound cannot take this machine down;
//  2. batch: 200 irn_batchPublish frames of 500 tiny messages (issue 11 #2), then a second
//     client's irn_publish and wc_proposeSession;
// each once as is and once with the relay's request rate limit lifted (the store's limits alone).
// For each: server RSS / heap before, peak and after (after GC), store bytes, accepted and
// rejected publishes (by JSON-RPC code), and the second client's publish and GET /health latency
// p50 / p99 during the flood. Loopback only; every loop is bounded in count and time.
import { fork, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const self = fileURLToPath(import.meta.url)
const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`)
  return index >= 0 ? Number(argv[index + 1]) : fallback
}

// Workspace packages resolve to their sources (a clean checkout has no dist), and GC is exposed
// so "after" is what the server still holds.
if (!process.execArgv.includes('--conditions=latch:source')) {
  const flags = ['--conditions=latch:source', '--import', 'tsx', '--expose-gc']
  const run = spawnSync(process.execPath, [...flags, self, ...argv], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}

const { generateKeyPair, signJWT } = await import('@walletconnect/relay-auth')
const { default: WebSocket } = await import('ws')

const topic = () => randomBytes(32).toString('hex')
const MB = 1024 * 1024

/** A raw relay client: `request` resolves to the answer frame; `window` requests may be open. */
async function connect(url) {
  const keyPair = generateKeyPair()
  const auth = await signJWT(randomBytes(8).toString('hex'), url, 86_400, keyPair)
  const ws = new WebSocket(`${url}/?auth=${auth}&projectId=bench`, { maxPayload: 64 * MB })
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const pending = new Map()
  let nextId = 1
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data))
    if (frame.method === 'irn_subscription') return
    pending.get(frame.id)?.(frame)
    pending.delete(frame.id)
  })
  const closed = new Promise((resolve) => ws.once('close', resolve))
  return {
    ws,
    closed,
    get open() {
      return pending.size
    },
    request(method, params) {
      const id = nextId++
      return new Promise((resolve) => {
        pending.set(id, resolve)
        ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
        // A socket the server dropped answers nothing: settle as closed.
        closed.then(() => resolve({ error: { code: 'closed' } }))
      })
    },
  }
}

// ---- child: the flooding client ----------------------------------------------------------------
if (argv[0] === '--flood') {
  const [, url, mode, countText, bytesText, secondsText] = argv
  const count = Number(countText)
  const deadline = Date.now() + Number(secondsText) * 1000
  const client = await connect(url)
  const counts = { accepted: 0, rejected: 0, acceptedBytes: 0, codes: {} }
  let stop = false
  process.on('message', (message) => {
    if (message === 'stop') stop = true
  })
  const tally = (frame, n, bytes) => {
    if (frame.error) {
      counts.rejected += n
      const code = String(frame.error.code)
      counts.codes[code] = (counts.codes[code] ?? 0) + n
    } else {
      counts.accepted += n
      counts.acceptedBytes += bytes
    }
  }
  const report = setInterval(() => process.send({ progress: counts }), 250)
  const inFlight = new Set()
  const body = randomBytes(Math.ceil(Number(bytesText) * 0.75)).toString('base64')
  const track = (promise) => {
    inFlight.add(promise)
    promise.finally(() => inFlight.delete(promise))
  }
  if (mode === 'big') {
    const ttl = 2_592_000
    for (let i = 0; i < count && !stop && Date.now() < deadline; i++) {
      // Pipelined like a hostile client, but no more than the client itself can buffer.
      while ((inFlight.size >= 256 || client.ws.bufferedAmount > 16 * MB) && !stop) {
        await Promise.race([...inFlight, sleep(50)])
        if (Date.now() >= deadline) break
      }
      if (client.ws.readyState !== WebSocket.OPEN) break
      const message = `${i.toString(36)}:${body}`.slice(0, Number(bytesText))
      const params = { topic: topic(), message, ttl, tag: 0 }
      track(client.request('irn_publish', params).then((frame) => tally(frame, 1, message.length)))
    }
  } else {
    // 200 frames × 500 tiny messages, spread over topics so no topic's own limit is what stops it.
    const topics = Array.from({ length: 200 }, topic)
    for (let f = 0; f < 200 && !stop && Date.now() < deadline; f++) {
      const messages = Array.from({ length: 500 }, (_, i) => ({
        topic: topics[f],
        message: `m${f}-${i}`,
        ttl: 2_592_000,
        tag: 0,
      }))
      const bytes = messages.reduce((sum, m) => sum + m.message.length, 0)
      track(client.request('irn_batchPublish', { messages }).then((f2) => tally(f2, 500, bytes)))
    }
  }
  await Promise.race([Promise.all(inFlight), sleep(Math.max(0, deadline - Date.now()) + 5_000)])
  clearInterval(report)
  process.send({ done: counts, socketClosed: client.ws.readyState !== WebSocket.OPEN })
  client.ws.terminate()
  process.exit(0)
}

// ---- parent: the server, the second client, the figures ------------------------------------------
const { startServer } = await import('../packages/server/src/app/startServer.ts')
const { createMemoryRelayStore } = await import(
  '../packages/server/src/relay/createMemoryRelayStore.ts'
)

const port = option('port', 0)
const seconds = option('seconds', 60)
const floodCount = option('count', 65_000)
const floodBytes = option('bytes', 60_000)
const rssGrowthCap = option('rss-growth-cap-mb', 1_200) * MB

const fmtMb = (bytes) => `${(bytes / MB).toFixed(1)} MB`
const percentile = (values, p) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const memory = () => {
  globalThis.gc?.()
  const { rss, heapUsed } = process.memoryUsage()
  return { rss, heapUsed }
}

async function phase(name, mode, relayOptions = {}) {
  const store = createMemoryRelayStore()
  const server = await startServer({ port, relay: { store, ...relayOptions } })
  const before = memory()
  const probe = await connect(server.relayUrl)
  const probeTopic = topic()
  const publishMs = []
  const healthMs = []
  const probeCodes = {}
  let peak = { ...before }
  let capped = false

  const child = fork(self, ['--flood', server.relayUrl, mode, floodCount, floodBytes, seconds], {
    execArgv: ['--conditions=latch:source', '--import', 'tsx'],
  })
  let counts = { accepted: 0, rejected: 0, acceptedBytes: 0, codes: {} }
  let socketClosed = false
  const done = new Promise((resolve) => {
    child.on('message', (message) => {
      if (message.progress) counts = message.progress
      if (message.done) {
        counts = message.done
        socketClosed = message.socketClosed
        resolve()
      }
    })
    child.on('exit', resolve)
  })
  const sampler = setInterval(() => {
    const { rss, heapUsed } = process.memoryUsage()
    peak = { rss: Math.max(peak.rss, rss), heapUsed: Math.max(peak.heapUsed, heapUsed) }
    if (rss > before.rss + rssGrowthCap && !capped) {
      capped = true
      child.send('stop')
    }
  }, 100)
  let flooding = true
  const probing = (async () => {
    // Every 200 ms: one 1 KB publish (one in five is a wc_proposeSession) and one GET /health.
    for (let i = 0; flooding && i < 5 * (seconds + 10); i++) {
      const started = performance.now()
      const frame =
        i % 5 === 4
          ? await probe.request('wc_proposeSession', {
              pairingTopic: topic(),
              sessionProposal: `proposal-${i}-${'p'.repeat(1000)}`,
              ttl: 300,
            })
          : await probe.request('irn_publish', {
              topic: probeTopic,
              message: `probe-${i}-${'x'.repeat(1000)}`,
              ttl: 300,
              tag: 1108,
            })
      publishMs.push(performance.now() - started)
      const key = frame.error ? String(frame.error.code) : 'ok'
      probeCodes[key] = (probeCodes[key] ?? 0) + 1
      const healthStarted = performance.now()
      const ok = await fetch(`${server.url}/health`).then(
        (r) => r.ok,
        () => false,
      )
      healthMs.push(ok ? performance.now() - healthStarted : Number.POSITIVE_INFINITY)
      await sleep(200)
    }
  })()
  const started = performance.now()
  await done
  const floodSeconds = (performance.now() - started) / 1000
  flooding = false
  await probing
  clearInterval(sampler)
  // The second client once more, after the flood.
  const afterPublish = await probe.request('irn_publish', {
    topic: probeTopic,
    message: 'after the flood',
    ttl: 300,
    tag: 1108,
  })
  const afterPropose = await probe.request('wc_proposeSession', {
    pairingTopic: topic(),
    sessionProposal: 'proposal after the flood',
  })
  const after = memory()
  const stats = typeof store.usage === 'function' ? store.usage() : undefined
  probe.ws.terminate()
  await server.stop()
  await store.close()
  const outcome = (frame) =>
    frame.error ? `error ${frame.error.code} ${frame.error.message}` : 'ok'

  console.log(`\n== ${name} ==`)
  console.log(`flood: ${counts.accepted} accepted, ${counts.rejected} rejected`, counts.codes)
  console.log(
    `flood ran ${floodSeconds.toFixed(1)} s${capped ? ` (stopped: RSS grew by over ${fmtMb(rssGrowthCap)})` : ''}` +
      `${socketClosed ? '; the server closed the flooding socket' : ''}`,
  )
  console.log(
    `accepted payload: ${fmtMb(counts.acceptedBytes)} (${fmtMb(counts.acceptedBytes / floodSeconds)}/s)`,
  )
  if (stats) console.log(`store: ${stats.messages} messages, ${fmtMb(stats.bytes)} counted`)
  else console.log('store: no byte count (this relay does not report one)')
  console.log(
    `server RSS before ${fmtMb(before.rss)}, peak ${fmtMb(peak.rss)}, after ${fmtMb(after.rss)}; ` +
      `heap before ${fmtMb(before.heapUsed)}, peak ${fmtMb(peak.heapUsed)}, after ${fmtMb(after.heapUsed)}`,
  )
  const ms = (values, p) => `${percentile(values, p).toFixed(1)} ms`
  console.log(
    `second client during the flood: ${publishMs.length} calls`,
    probeCodes,
    `latency p50 ${ms(publishMs, 50)} p99 ${ms(publishMs, 99)}; ` +
      `GET /health p50 ${ms(healthMs, 50)} p99 ${ms(healthMs, 99)}`,
  )
  console.log(
    `second client after: irn_publish ${outcome(afterPublish)}; wc_proposeSession ${outcome(afterPropose)}`,
  )
}

// The same floods with the per-socket request rate lifted: what the store's byte and message
// limits alone do (a relay without them ignores the option).
const unthrottled = { maxRequestsPerSecond: 1e9, requestBurst: 1e9 }
await phase(`big: ${floodCount} × ${floodBytes} B publishes, ≤ ${seconds} s`, 'big')
await phase('big, no request rate limit', 'big', unthrottled)
await phase('batch: 200 irn_batchPublish × 500 tiny messages', 'batch')
await phase('batch, no request rate limit', 'batch', unthrottled)
process.exit(0)
