#!/usr/bin/env node
// `npm run stack:scale`: the server scaled out, as one process tree — a throw-away PostgreSQL
// cluster, redis-server, two Latch server processes on them and HAProxy in front (round robin,
// WebSockets passed through). Ports 9440–9443 (docs/scaling.md). Ctrl-C stops everything and
// deletes the database; a server that dies is left out by the proxy. Needs Debian's postgresql, redis-server and
// haproxy. Runs under tsx (see package.json) to use the server's TypeScript test helpers.
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import {
  findPostgresBin,
  startPostgresCluster,
} from '../packages/server/src/testing/postgresCluster.ts'
import {
  missingScaleTools,
  SCALE_STACK_PORTS,
  startHaproxy,
  startRedis,
} from '../packages/server/src/testing/scaleStack.ts'

const root = new URL('..', import.meta.url).pathname
const ports = {
  proxy: Number(process.env.LATCH_SCALE_PROXY_PORT ?? SCALE_STACK_PORTS.proxy),
  redis: Number(process.env.LATCH_SCALE_REDIS_PORT ?? SCALE_STACK_PORTS.redis),
  instances: SCALE_STACK_PORTS.instances,
}

const missing = missingScaleTools()
if (missing.length > 0) {
  console.error(`[stack:scale] missing ${missing.join(', ')}: apt-get install ${missing.join(' ')}`)
  process.exit(1)
}

const cleanup = []
const children = new Set()
let stopping = false

async function stop(code) {
  if (stopping) return
  stopping = true
  console.log('[stack:scale] stopping…')
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(
    [...children].map((child) => new Promise((resolve) => child.once('exit', resolve))),
  )
  for (const step of cleanup.reverse()) await step().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

function prefix(name, stream) {
  let buffer = ''
  stream.on('data', (chunk) => {
    buffer += chunk
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`)
  })
}

async function healthy(url) {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

try {
  const postgres = await startPostgresCluster(findPostgresBin())
  cleanup.push(() => postgres.destroy())
  const redis = await startRedis(ports.redis)
  cleanup.push(() => redis.stop())
  for (const [index, port] of ports.instances.entries()) {
    const name = `server-${index + 1}`
    const child = spawn(
      process.execPath,
      ['--conditions=latch:source', '--import', 'tsx', 'packages/server/src/cli.ts'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATABASE_URL: postgres.url,
          LATCH_REDIS_URL: redis.url,
          LATCH_SERVER_PORT: String(port),
          LATCH_TRUST_PROXY: '1',
          LATCH_FRAME: process.env.LATCH_FRAME ?? 'off',
        },
      },
    )
    children.add(child)
    prefix(name, child.stdout)
    prefix(name, child.stderr)
    child.once('exit', (code, signal) => {
      children.delete(child)
      // Kill one to watch the other carry on: the proxy sends everything there.
      if (!stopping) {
        console.error(`[stack:scale] ${name} exited (${signal ?? code}); the proxy uses the other`)
      }
      if (!stopping && children.size === 0) stop(1)
    })
    // One after another: the first migrates the database.
    const deadline = Date.now() + 60_000
    while (!(await healthy(`http://127.0.0.1:${port}/health`))) {
      if (stopping) break
      if (Date.now() > deadline) throw new Error(`${name} did not answer /health in 60 s`)
      await sleep(200)
    }
  }
  const proxy = await startHaproxy(ports.proxy, ports.instances)
  cleanup.push(() => proxy.stop())
  console.log(`
Latch, scaled out (Ctrl-C stops everything):
  proxy (round robin)   ${proxy.url}    relay ${proxy.url.replace('http', 'ws')}
${ports.instances.map((port, index) => `  server-${index + 1}              http://127.0.0.1:${port}`).join('\n')}
  Redis                 ${redis.url}
  PostgreSQL            ${postgres.url}
`)
} catch (error) {
  console.error('[stack:scale]', error instanceof Error ? error.message : error)
  await stop(1)
}
