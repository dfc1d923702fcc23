#!/usr/bin/env node
// `npm start`: the whole local stack as one process tree — devnet (anvil + Solana RPC), the Latch
// server, then the demo once both answer. Ctrl-C (or any service dying) stops everything.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

const root = new URL('..', import.meta.url).pathname
const tsx = ['--conditions=latch:source', '--import', 'tsx']

/** Each service: how to start it and the URL that answers once it is ready. */
const services = [
  {
    name: 'devnet',
    entry: 'packages/devnet/src/cli.ts',
    args: [],
    ready: { url: 'http://127.0.0.1:8545', rpc: true },
  },
  {
    name: 'server',
    entry: 'packages/server/src/cli.ts',
    args: [],
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
    try {
      const init = service.ready.rpc
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
          }
        : {}
      const response = await fetch(service.ready.url, init)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(150)
  }
  throw new Error(`${service.name} did not answer ${service.ready.url} within 60 s`)
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
  for (const service of services) {
    const child = start(service)
    await waitReady(service, child)
    console.log(`[start] ${service.name} ready at ${service.ready.url}`)
  }
  console.log(
    '\n  Latch demo: http://127.0.0.1:5173  (with the dev test wallet: http://127.0.0.1:5173/?wallet=dev)\n',
  )
} catch (error) {
  console.error(`[start] ${error.message}`)
  stop(1)
}
