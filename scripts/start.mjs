#!/usr/bin/env node
// `npm start`: the whole local stack as one process tree — devnet (anvil + Solana RPC + dev mail),
// the Latch server (API, and the embedded wallet's frame origin), then the demo once both answer.
// Ctrl-C (or any service dying) stops everything.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const tsx = ['--conditions=latch:source', '--import', 'tsx']
// The devnet writes the server's config for itself (its chains' RPC URLs, tokens, name registry,
// spam list, Solana cluster) once it is up; the server reads it. The server knows no devnet.
const serverConfig = '.latch/devnet/server-config.json'
// The embedded wallet's frame app, built into packages/embedded-wallet/dist/frame, which the
// server serves on its frame origin.
const buildFrame = 'scripts/build-frame.mjs'
const mailOn = process.env.LATCH_DEVNET_MAIL !== '0'
// `LATCH_DEMO=built` serves a production build of the demo (vite build, then vite preview, on the
// same port) instead of the dev server: a page loads ~40 modules instead of ~540, which is what
// the end-to-end tests want (they load the demo ~150 times). The build runs while the devnet
// starts.
const demoBuilt = process.env.LATCH_DEMO === 'built'
const vite = 'node_modules/vite/bin/vite.js'
const demoDist = '.latch/demo-dist'
const frameOn = !['0', 'off', 'false'].includes(process.env.LATCH_FRAME ?? '')

/** Each service: how to start it and the URL that answers (or the file it writes) once ready. */
const services = [
  {
    name: 'devnet',
    entry: 'packages/devnet/src/cli.ts',
    args: ['--server-config', serverConfig],
    // Written last, once the EVM chains, Solana and the mail server answer.
    ready: { file: serverConfig, also: mailOn ? ['http://127.0.0.1:8025/api/v1/messages'] : [] },
  },
  {
    name: 'server',
    entry: 'packages/server/src/cli.ts',
    args: ['--config', serverConfig],
    // The frame origin is localhost (cross-site to the demo's 127.0.0.1); any answer (403 without
    // a project) means it listens.
    ready: {
      url: 'http://127.0.0.1:8787/health',
      also: frameOn ? ['http://localhost:8788/frame.js'] : [],
    },
  },
  {
    name: 'demo',
    command: [
      process.execPath,
      vite,
      ...(demoBuilt ? ['preview', 'apps/demo', '--outDir', `${root}/${demoDist}`] : ['apps/demo']),
      '--host',
      '127.0.0.1',
      '--port',
      '5173',
      '--strictPort',
    ],
    ready: { url: 'http://127.0.0.1:5173' },
  },
].filter((service) => !service.entry || existsSync(`${root}/${service.entry}`))

const children = new Set()
let stopping = false

function prefix(name, stream, target) {
  let buffer = ''
  stream.on('data', (chunk) => {
    buffer += chunk
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) target.write(`[${name}] ${line}\n`)
  })
}

function start(service) {
  const [command, ...args] = service.command ?? [
    process.execPath,
    ...tsx,
    service.entry,
    ...service.args,
  ]
  // Same process group as this script: a Ctrl-C in the terminal, or a runner killing the group
  // (Playwright does), reaches every service even if this script can't pass it on.
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  prefix(service.name, child.stdout, process.stdout)
  prefix(service.name, child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      console.error(`[start] ${service.name} exited (${signal ?? code}); stopping the stack`)
      stop(1)
    }
  })
  return child
}

async function answers(url) {
  try {
    const response = await fetch(url)
    return response.status < 500
  } catch {
    return false // not listening yet
  }
}

async function waitReady(service, child) {
  const deadline = Date.now() + 60_000
  const { file, url, also = [] } = service.ready
  const pending = [
    ...(file ? [{ file }] : []),
    ...(url ? [{ url }] : []),
    ...also.map((u) => ({ url: u })),
  ]
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${service.name} exited before it was ready`)
    const next = pending[0]
    if (!next) return
    if (next.file ? existsSync(`${root}/${next.file}`) : await answers(next.url)) {
      pending.shift()
      continue
    }
    await sleep(150)
  }
  const awaited = pending[0]?.url ? `answer ${pending[0].url}` : `write ${pending[0]?.file}`
  throw new Error(`${service.name} did not ${awaited} within 60 s`)
}

/** `vite build` of the demo, in the background (resolves when done, rejects if it fails). */
function buildDemo() {
  const child = spawn(
    process.execPath,
    [
      vite,
      'build',
      'apps/demo',
      '--outDir',
      `${root}/${demoDist}`,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.add(child)
  prefix('demo build', child.stdout, process.stdout)
  prefix('demo build', child.stderr, process.stderr)
  return new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      children.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`the demo's build failed (${signal ?? code})`))
    })
  })
}

async function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    child.kill('SIGTERM')
  }
  const deadline = Date.now() + 5_000
  while (children.size && Date.now() < deadline) await sleep(50)
  for (const child of children) {
    child.kill('SIGKILL')
  }
  process.exit(code)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))
process.on('SIGHUP', () => stop(0))

try {
  // A file left by an earlier run would let the server start before this devnet is up.
  rmSync(`${root}/${serverConfig}`, { force: true })
  // Alongside the frame's build and the devnet's start. A failed build stops the stack at once,
  // not when the demo's turn comes.
  const demoBuild = demoBuilt
    ? buildDemo().catch((error) => {
        console.error(`[start] ${error.message}`)
        stop(1)
        return new Promise(() => {}) // stop() exits the process
      })
    : Promise.resolve()
  if (existsSync(`${root}/${buildFrame}`)) {
    const build = spawnSync(process.execPath, [buildFrame], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0)
      throw new Error(`${buildFrame} failed (${build.signal ?? build.status})`)
  }
  for (const service of services) {
    if (service.name === 'demo') await demoBuild
    const child = start(service)
    await waitReady(service, child)
    console.log(
      `[start] ${service.name} ready${service.ready.url ? ` at ${service.ready.url}` : ''}`,
    )
  }
  console.log(
    '\n  Latch demo: http://127.0.0.1:5173  (with the dev test wallet: http://127.0.0.1:5173/?wallet=dev)' +
      (mailOn ? '\n  Dev inbox (login codes): http://127.0.0.1:8025' : '') +
      '\n',
  )
} catch (error) {
  console.error(`[start] ${error.message}`)
  stop(1)
}
