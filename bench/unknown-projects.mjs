#!/usr/bin/env node
// A site's latency while a stranger floods the server with unknown project ids (issue 11, #5).
// Starts the real CLI (`latch-server`, in-memory PGlite, no chains, no relay) on 127.0.0.1:9310,
// then measures one real project's request latency, one request at a time:
//   1. alone, for ALONE_S seconds;
//   2. during FLOOD_S seconds of unknown project ids (each id new) sent by a second process at a
//      fixed offered rate of FIXED_RATE/s — the same load before and after a change, so the
//      figures compare what that load costs the server;
//   3. during FLOOD_S seconds of the same flood as fast as the server answers (FLOOD_CONCURRENCY
//      requests in flight): the server is saturated, and the figure is the flood's rate.
// Prints p50 / p90 / p99 / mean of the real project in each phase, and each flood's rate and
// status counts, and the server's CPU time per request in each phase (Linux /proc; less
// sensitive than latency to other work on the machine).
// Figures, not assertions. Loopback only; bounded in time (about 40 s).
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'

const PORT = Number(process.env.BENCH_PORT ?? 9310)
const ALONE_S = 5
const FLOOD_S = 10
const FIXED_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 400)
const FLOOD_CONCURRENCY = 64
const REAL_PATH = '/getAnalyticsConfig?projectId=latch-dev-project'

if (process.argv[2] === '--flood') {
  const [port, seconds, rate] = process.argv.slice(3).map(Number)
  process.stdout.write(JSON.stringify(await flood(port, seconds, rate)))
  process.exit(0)
}

const root = fileURLToPath(new URL('..', import.meta.url))
const server = spawn(process.execPath, ['packages/server/bin/latch-server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    LATCH_SERVER_HOST: '127.0.0.1',
    LATCH_SERVER_PORT: String(PORT),
    LATCH_DATA_DIR: ':memory:',
    LATCH_RPC_URLS: '',
    LATCH_SOLANA_RPC_URLS: '',
    LATCH_RELAY: 'off',
    LATCH_FRAME: 'off',
    LATCH_INDEXER: 'off',
    // The measuring client sends tens of thousands of requests: no limit may refuse them.
    LATCH_RATE_LIMIT_PER_MINUTE: '100000000',
    LATCH_PROJECT_RATE_LIMIT_PER_MINUTE: '100000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const stopServer = () => server.exitCode === null && server.kill('SIGTERM')
process.on('exit', stopServer)
await new Promise((resolve, reject) => {
  let output = ''
  server.stdout.on('data', (chunk) => {
    output += chunk
    if (output.includes('listening on')) resolve(undefined)
  })
  server.once('exit', () => reject(new Error(`latch-server exited early:\n${output}`)))
})

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
// Warm up (JIT, project cache) before measuring.
await measure(1)
const cpuBefore = serverCpuMs()
const alone = await measure(ALONE_S)
const aloneCpuUs = ((serverCpuMs() - cpuBefore) * 1000) / alone.count
const fixed = await duringFlood(FIXED_RATE)
const saturating = await duringFlood(0)

console.log('unknown-project flood (issue 11 #5); real project: GET', REAL_PATH)
console.log(`  alone:                         ${line(alone)}`)
console.log(`  flood at ${FIXED_RATE}/s offered:        ${line(fixed.real)}`)
console.log(`    flood: ${floodLine(fixed.flood)}`)
console.log(`  flood as fast as answered:     ${line(saturating.real)}`)
console.log(`    flood: ${floodLine(saturating.flood)}`)
if (!Number.isNaN(aloneCpuUs)) {
  // Real and flood requests together: the flood's share dominates the saturating phase.
  const cpuUs = (phase) => (phase.cpuMs * 1000) / (phase.real.count + phase.flood.sent)
  console.log(
    `  server CPU per request: alone ${aloneCpuUs.toFixed(0)} µs;`,
    `flood at ${FIXED_RATE}/s ${cpuUs(fixed).toFixed(0)} µs; saturating ${cpuUs(saturating).toFixed(0)} µs`,
  )
}
agent.destroy()
stopServer()

/** Measures the real project while a second process floods for FLOOD_S (rate 0: max). */
async function duringFlood(rate) {
  const flooder = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--flood', String(PORT), String(FLOOD_S), String(rate)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let report = ''
  flooder.stdout.on('data', (chunk) => {
    report += chunk
  })
  const done = new Promise((resolve) => flooder.once('exit', resolve))
  const cpuBefore = serverCpuMs()
  // Let the flood ramp up, then measure for most of its duration.
  await sleep(1_000)
  const real = await measure(FLOOD_S - 2)
  await done
  return { real, flood: JSON.parse(report), cpuMs: serverCpuMs() - cpuBefore }
}

/** The server process's user + system CPU time in ms (Linux), NaN elsewhere. */
function serverCpuMs() {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th (clock ticks, 100/s).
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

/** Sequential requests for `seconds`; latency of each in ms. */
async function measure(seconds) {
  const latencies = []
  const statuses = {}
  const end = performance.now() + seconds * 1000
  while (performance.now() < end) {
    const start = performance.now()
    const status = await get(agent, PORT, REAL_PATH)
    latencies.push(performance.now() - start)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  latencies.sort((a, b) => a - b)
  const mean = latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length
  return {
    count: latencies.length,
    mean,
    p50: quantile(latencies, 0.5),
    p90: quantile(latencies, 0.9),
    p99: quantile(latencies, 0.99),
    statuses,
  }
}

/**
 * Unknown project ids for `seconds`: at `rate` requests/s offered (at most FLOOD_CONCURRENCY in
 * flight; a tick that finds them all busy skips its requests and counts them as `skipped`), or,
 * with rate 0, as fast as the server answers.
 */
async function flood(port, seconds, rate) {
  const floodAgent = new Agent({ keepAlive: true, maxSockets: FLOOD_CONCURRENCY })
  const statuses = {}
  let sent = 0
  let skipped = 0
  let inFlight = 0
  const one = async () => {
    const id = `unknown-${process.pid}-${sent++}`
    inFlight += 1
    const status = await get(floodAgent, port, `/getAnalyticsConfig?projectId=${id}`)
    inFlight -= 1
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  const start = performance.now()
  const end = start + seconds * 1000
  if (rate > 0) {
    const pending = []
    while (performance.now() < end) {
      const due = Math.floor(((performance.now() - start) / 1000) * rate)
      while (sent + skipped < due) {
        if (inFlight < FLOOD_CONCURRENCY) pending.push(one())
        else skipped += 1
      }
      await sleep(2)
    }
    await Promise.all(pending)
  } else {
    const worker = async () => {
      while (performance.now() < end) await one()
    }
    await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, worker))
  }
  floodAgent.destroy()
  return { sent, skipped, seconds: (performance.now() - start) / 1000, statuses }
}

function get(via, port, path) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: via }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('error', (error) => resolve(`error ${error.code}`))
    req.end()
  })
}

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

function line({ count, mean, p50, p90, p99, statuses }) {
  const ms = (value) => `${value.toFixed(2)} ms`
  return `p50 ${ms(p50)}, p90 ${ms(p90)}, p99 ${ms(p99)}, mean ${ms(mean)} (${count} requests, ${JSON.stringify(statuses)})`
}

function floodLine({ sent, skipped, seconds, statuses }) {
  const perSecond = Math.round(sent / seconds)
  return `${sent} requests in ${seconds.toFixed(1)} s = ${perSecond}/s (${skipped} skipped: all ${FLOOD_CONCURRENCY} in flight), ${JSON.stringify(statuses)}`
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
