#!/usr/bin/env node
// Fuzzes every route group of a real Latch server over HTTP on loopback: 10,000 requests per
// group (the arbitraries of packages/server/src/testing/fuzzRequests.ts, as in the fuzz test),
// 8 in flight. Prints the status counts per group and what the server logged meanwhile (lines
// and bytes); exits 1 on any 5xx other than a group's documented one (501 not_implemented).
// The server uses in-memory PGlite and a devnet (two anvil chains) for the blockchain routes.
//
//   node bench/fuzz-routes.mjs [--count 10000] [--port 0] [--seed 11] [--no-devnet]
//     [--group 'unknown routes']
//   (FUZZ_SHOW_LOG=1 also prints what the server logs)
import { spawnSync } from 'node:child_process'
import { Console } from 'node:console'
import { fileURLToPath } from 'node:url'
import { format } from 'node:util'
import fc from 'fast-check'

// Workspace packages resolve to their TypeScript source only under this condition (bench/run.mjs
// starts benchmarks with tsx alone): start again with it.
if (!process.execArgv.some((arg) => arg.includes('latch:source'))) {
  const flags = ['--conditions=latch:source', '--import', 'tsx']
  const self = fileURLToPath(import.meta.url)
  const result = spawnSync(process.execPath, [...flags, self, ...process.argv.slice(2)], {
    stdio: 'inherit',
  })
  process.exit(result.status ?? 1)
}
const { startServer } = await import('../packages/server/src/app/startServer.ts')
const { devnetChainConfigs } = await import('../packages/server/src/testing/devnetChains.ts')
const { FUZZ_GROUPS } = await import('../packages/server/src/testing/fuzzRequests.ts')

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(args[index + 1])
}
const COUNT = option('count', 10_000)
const PORT = option('port', 0)
const SEED = option('seed', 11)
const only = args.includes('--group') ? args[args.indexOf('--group') + 1] : undefined
const IN_FLIGHT = 8
const REQUEST_TIMEOUT_MS = 10_000

// Count what the server writes to the console while each group runs.
const log = { lines: 0, bytes: 0, samples: [] }
const out = new Console(process.stdout, process.stderr)
for (const level of ['error', 'warn', 'log', 'info']) {
  const original = console[level].bind(console)
  console[level] = (...parts) => {
    const text = format(...parts)
    log.lines += text.split('\n').length
    log.bytes += Buffer.byteLength(text)
    if (log.samples.length < 3) log.samples.push(text.split('\n')[0].slice(0, 160))
    if (process.env.FUZZ_SHOW_LOG) original(...parts)
  }
}

let devnet
if (!args.includes('--no-devnet')) {
  const { startDevnet } = await import('@latch/devnet')
  devnet = await startDevnet({ ports: [0, 0] })
}
const server = await startServer({
  port: PORT,
  dataDir: ':memory:',
  chains: devnet ? devnetChainConfigs(devnet, true) : [],
  solanaChains: [],
  projects: [{ id: 'no-analytics', allowedOrigins: ['*'], analyticsEnabled: false }],
  // Fuzzing, not rate limiting: 429s would hide the routes.
  rateLimitPerMinute: 1_000_000_000,
  // A registrar key, as in the fuzz test, so registration bodies are read (without one the route
  // answers 501 not_implemented to every request). Fuzzed signatures never verify: nothing is sent.
  names: {
    zone: 'latch',
    registrarPrivateKey: `0x${'11'.repeat(32)}`,
    registrationsPerMinute: 1_000_000_000,
  },
  relay: false,
})

async function send({ method, path, headers, body }) {
  try {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    return String(response.status)
  } catch (error) {
    const outcome =
      error?.name === 'TimeoutError' ? 'timeout' : `failed (${error?.cause?.code ?? error?.name})`
    if (failures.length < 5) {
      failures.push(`${outcome}: ${method} ${path.slice(0, 100)} body ${body?.length ?? 0} chars`)
    }
    return outcome
  }
}

const failures = []
const rows = []
let unexpected = 0
try {
  for (const group of FUZZ_GROUPS.filter((g) => !only || g.name === only)) {
    const requests = fc.sample(group.request, { numRuns: COUNT, seed: SEED })
    const counts = new Map()
    Object.assign(log, { lines: 0, bytes: 0, samples: [] })
    const started = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < requests.length) {
          const status = await send(requests[next++])
          counts.set(status, (counts.get(status) ?? 0) + 1)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const serverErrors = [...counts]
      .filter(([status]) => /^5/.test(status) && !group.serverErrors?.includes(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0)
    const broken = [...counts]
      .filter(([status]) => !/^\d+$/.test(status))
      .reduce((sum, [, n]) => sum + n, 0)
    unexpected += serverErrors + broken
    rows.push({
      group: group.name,
      requests: requests.length,
      'req/s': Math.round(requests.length / seconds),
      statuses: [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}:${n}`)
        .join(' '),
      '5xx': serverErrors,
      'log lines': log.lines,
      'log KB': Math.round(log.bytes / 102.4) / 10,
    })
    if (failures.length > 0) {
      process.stderr.write(`${group.name} failed requests:\n  ${failures.splice(0).join('\n  ')}\n`)
    }
    if (log.samples.length > 0) {
      process.stderr.write(`${group.name} logged:\n  ${log.samples.join('\n  ')}\n`)
    }
  }
} finally {
  await server.stop()
  await devnet?.stop()
}
out.table(rows)
out.log(
  `${rows.reduce((sum, row) => sum + row.requests, 0)} requests, ${unexpected} unexpected 5xx or failed (seed ${SEED})`,
)
process.exit(unexpected === 0 ? 0 : 1)
