/**
 * Several server instances on one PostgreSQL and one Redis, behind HAProxy: what a site that
 * outgrows one server runs (docs/scaling.md). Used by the scale-out tests, by `npm run
 * stack:scale` (which runs the instances as processes) and by benchmarks. Needs Debian's
 * postgresql, redis-server and haproxy (`.ci/run` installs them).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createConnection, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { type RunningServer, type StartServerOptions, startServer } from '../app/startServer.ts'
import { findPostgresBin, type PostgresCluster, startPostgresCluster } from './postgresCluster.ts'

export const REDIS_SERVER_BIN = '/usr/bin/redis-server'
export const HAPROXY_BIN = '/usr/sbin/haproxy'

/** Ports of `npm run stack:scale` (docs/scaling.md); none of the normal stack's. */
export const SCALE_STACK_PORTS = { proxy: 9440, redis: 9441, instances: [9442, 9443] } as const

const START_TIMEOUT_MS = 30_000

/** What is missing on this machine to run the scale stack (empty when all is there). */
export function missingScaleTools(): string[] {
  const missing: string[] = []
  if (!findPostgresBin()) missing.push('postgresql')
  if (!existsSync(REDIS_SERVER_BIN)) missing.push('redis-server')
  if (!existsSync(HAPROXY_BIN)) missing.push('haproxy')
  return missing
}

/** A free TCP port on 127.0.0.1 (free when asked: take it soon). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resolves once `check` resolves true; rejects after `timeoutMs`. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = START_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start in ${timeoutMs / 1000} s`)
    await sleep(50)
  }
}

/** Whether something answers `request` on the port with a reply starting with `expected`. */
function answers(port: number, request: string, expected: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    let reply = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1_000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write(request))
    socket.on('data', (chunk) => {
      reply += chunk
      if (reply.length >= expected.length) done(reply.startsWith(expected))
    })
  })
}

/** A child process that `stop` ends (SIGTERM, then SIGKILL after 5 s). */
export type Service = { url: string; stop: () => Promise<void> }

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Kills `child` if the process started it and ends (a crash of the test leaves no server). */
function watch(child: ChildProcess, name: string, log: string[]) {
  child.stdout?.on('data', (chunk) => log.push(String(chunk)))
  child.stderr?.on('data', (chunk) => log.push(String(chunk)))
  const kill = () => child.kill('SIGKILL')
  process.once('exit', kill)
  child.once('exit', () => process.off('exit', kill))
  child.once('error', (error) => log.push(`${name}: ${error.message}`))
}

/** redis-server on `port` (127.0.0.1), nothing written to disk. */
export async function startRedis(port: number): Promise<Service & { pid: number }> {
  const log: string[] = []
  const child = spawn(
    REDIS_SERVER_BIN,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  watch(child, 'redis-server', log)
  try {
    await waitFor('redis-server', async () => {
      if (child.exitCode !== null) throw new Error(`redis-server exited: ${log.join('')}`)
      return answers(port, 'PING\r\n', '+PONG')
    })
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { url: `redis://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) }
}

/**
 * HAProxy on `port`, round robin over `backends` (ports on 127.0.0.1), WebSockets passed
 * through (an upgraded connection stays on its instance), `X-Forwarded-For` added (give the
 * instances `trustProxy: 1`). An instance that refuses connections is skipped (`redispatch`)
 * and, after two failed health checks (`/health`, every second), left out until it answers.
 */
export async function startHaproxy(port: number, backends: readonly number[]): Promise<Service> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  await writeFile(
    config,
    `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  option forwardfor
  option redispatch
  retries 3
frontend latch
  bind 127.0.0.1:${port}
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /health
${backends.map((backend, index) => `  server i${index} 127.0.0.1:${backend} check inter 1s fall 2 rise 1`).join('\n')}
`,
  )
  const log: string[] = []
  // -db: stay in the foreground; -W: master-worker, so SIGTERM stops the workers too.
  const child = spawn(HAPROXY_BIN, ['-W', '-db', '-f', config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  watch(child, 'haproxy', log)
  const stop = async () => {
    await stopChild(child)
    await rm(dir, { recursive: true, force: true })
  }
  try {
    await waitFor('haproxy', async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited: ${log.join('')}`)
      return answers(port, 'GET /health HTTP/1.0\r\n\r\n', 'HTTP/1.')
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, stop }
}

export type ScaleStackOptions = {
  /** @defaultValue free ports (`SCALE_STACK_PORTS` are what `npm run stack:scale` uses) */
  ports?: { proxy?: number; redis?: number; instances?: readonly number[] } | undefined
  /** Instances. @defaultValue 2 (or as many as `ports.instances`) */
  instances?: number | undefined
  /** Given to every instance's `startServer` (chains, projects, relay limits…). */
  server?: Omit<StartServerOptions, 'port' | 'databaseUrl' | 'redisUrl'> | undefined
  /** Start without Redis (then each instance counts its rate limits). @defaultValue true */
  redis?: boolean | undefined
}

/** A running scale stack; every URL on 127.0.0.1. */
export type ScaleStack = {
  /** The proxy, e.g. `http://127.0.0.1:9440`: what visitors and SDKs use. */
  url: string
  /** The relay through the proxy, e.g. `ws://127.0.0.1:9440`. */
  relayUrl: string
  databaseUrl: string
  redisUrl: string | undefined
  /** The PostgreSQL cluster (stop/start it to test an outage). */
  postgres: PostgresCluster
  /** Each instance's own URLs (`undefined` while stopped). */
  instances: (RunningServer | undefined)[]
  /** Stops instance `index` (its port stays reserved for `startInstance`). */
  stopInstance: (index: number) => Promise<void>
  /** Starts instance `index` again on its port, the same database and Redis. */
  startInstance: (index: number) => Promise<RunningServer>
  /** Stops the proxy, the instances, Redis and PostgreSQL, and deletes their files. */
  stop: () => Promise<void>
}

/**
 * Starts PostgreSQL (a throw-away cluster), Redis, `instances` servers in this process
 * (`startServer`, `trustProxy: 1`, no frame listener) and HAProxy in front of them.
 * @example
 * const stack = await startScaleStack()
 * // a dapp on stack.instances[0]!.relayUrl, a wallet on stack.instances[1]!.relayUrl
 * await stack.stop()
 */
export async function startScaleStack(options: ScaleStackOptions = {}): Promise<ScaleStack> {
  const missing = missingScaleTools()
  if (missing.length > 0) throw new Error(`Missing: ${missing.join(', ')} (apt-get install)`)
  const count = options.instances ?? options.ports?.instances?.length ?? 2
  const ports: number[] = []
  for (let index = 0; index < count; index++) {
    ports.push(options.ports?.instances?.[index] ?? (await freePort()))
  }
  const cleanup: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => {})
  }
  try {
    const postgres = await startPostgresCluster(findPostgresBin()!)
    cleanup.push(() => postgres.destroy())
    let redisUrl: string | undefined
    if (options.redis ?? true) {
      const redis = await startRedis(options.ports?.redis ?? (await freePort()))
      cleanup.push(() => redis.stop())
      redisUrl = redis.url
    }
    const instances: (RunningServer | undefined)[] = ports.map(() => undefined)
    const startInstance = async (index: number) => {
      if (instances[index]) throw new Error(`Instance ${index} is running`)
      const server = await startServer({
        trustProxy: 1,
        ...options.server,
        port: ports[index]!,
        databaseUrl: postgres.url,
        redisUrl,
      })
      instances[index] = server
      return server
    }
    const stopInstance = async (index: number) => {
      const server = instances[index]
      instances[index] = undefined
      await server?.stop()
    }
    cleanup.push(async () => {
      for (const index of instances.keys()) await stopInstance(index)
    })
    // One after another: the first migrates the database.
    for (const index of ports.keys()) await startInstance(index)
    const proxy = await startHaproxy(options.ports?.proxy ?? (await freePort()), ports)
    cleanup.push(() => proxy.stop())
    return {
      url: proxy.url,
      relayUrl: proxy.url.replace('http://', 'ws://'),
      databaseUrl: postgres.url,
      redisUrl,
      postgres,
      instances,
      stopInstance,
      startInstance,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
