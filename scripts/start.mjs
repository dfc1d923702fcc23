#!/usr/bin/env node
// `npm start`: the whole local stack as one process tree — devnet (anvil + Solana RPC), the Latch
// server, then the demo once both answer. Ctrl-C (or any service dying) stops everything.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const tsx = ['--conditions=latch:source', '--import', 'tsx']
// The devnet writes the server's config for itself (its chains' RPC URLs, tokens, name registry,
// spam list, Solana cluster) once it is up; the server reads it. The server knows no devnet.
const serverConfig = '.latch/devnet/server-config.json'

/** Each service: how to start it and the URL that answers (or the file it writes) once ready. */
const services = [
  {
    name: 'devnet',
    entry: 'packages/devnet/src/cli.ts',
    args: ['--server-config', serverConfig],
    // Written last, once the EVM chains and Solana answer.
    ready: { file: serverConfig },
  },
  {
    name: 'server',
    entry: 'packages/server/src/cli.ts',
    args: ['--config', serverConfig],
    ready: { url: 'http://127.0.0.1:8787/health' },
  },
  {
    name: 'demo',
    command: [
      process.execPath,
      'node_modules/vite/bin/vite.js',
      'apps/demo',
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

async function waitReady(service, child) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${service.name} exited before it was ready`)
    if (service.ready.file) {
      if (existsSync(`${root}/${service.ready.file}`)) return
      await sleep(150)
      continue
    }
    try {
      const response = await fetch(service.ready.url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(150)
  }
  const awaited = service.ready.url ? `answer ${service.ready.url}` : `write ${service.ready.file}`
  throw new Error(`${service.name} did not ${awaited} within 60 s`)
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
  for (const service of services) {
    const child = start(service)
    await waitReady(service, child)
    console.log(
      `[start] ${service.name} ready${service.ready.url ? ` at ${service.ready.url}` : ''}`,
    )
  }
  console.log(
    '\n  Latch demo: http://127.0.0.1:5173  (with the dev test wallet: http://127.0.0.1:5173/?wallet=dev)\n',
  )
} catch (error) {
  console.error(`[start] ${error.message}`)
  stop(1)
}
