import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { lstat, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
// @ts-expect-error: a plain .mjs script shared with scripts/check-packages.mjs (no types)
import { buildPackages, packPackages, ROOT } from '../scripts/packages.mjs'
import { packedAppFiles, type Tarballs } from './app.ts'
import { PORTS, PREVIEW_URL, SERVER_URL } from './ports.ts'

const run = promisify(execFile)

/** What the site installs: the kit for an EVM site, and the wallet its test injects. */
const APP_PACKAGES = ['core', 'react', 'evm', 'test-wallet']

type Service = { name: string; child: ChildProcess; log: string[] }

function startService(name: string, command: string[], options: { cwd: string; env?: object }) {
  const [file, ...args] = command as [string, ...string[]]
  // Its own process group: teardown stops the service with whatever it started (anvil).
  const child = spawn(file, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const service: Service = { name, child, log: [] }
  const keep = (chunk: Buffer) => {
    service.log.push(String(chunk))
    if (service.log.length > 200) service.log.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return service
}

async function waitReady(service: Service, url: string, init?: RequestInit) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) break
    try {
      const response = await fetch(url, init)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  throw new Error(`${service.name} did not answer ${url}:\n${service.log.join('')}`)
}

async function stopService(service: Service) {
  const { child } = service
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/** Timings of each step, printed at the end of set-up. */
async function step<T>(timings: string[], name: string, action: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await action()
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/**
 * Packs the kit (npm pack), installs the tarballs into a new Vite + React app in a temporary
 * folder outside the workspace (the registry packages at the versions the workspace pins, from
 * npm's cache where it has them), builds it, and serves the build with `vite preview`, beside a
 * devnet and a Latch server of its own (ports 95xx). Returns the teardown.
 */
export default async function setup() {
  const timings: string[] = []
  const folder = await mkdtemp(join(tmpdir(), 'latch-packed-app-'))
  if ((await realpath(folder)).startsWith(await realpath(ROOT))) {
    throw new Error(`${folder} is inside the workspace; set TMPDIR to a folder outside it`)
  }
  const services: Service[] = []
  const teardown = async () => {
    await Promise.all(services.map(stopService))
    if (process.env.LATCH_PACKED_KEEP !== '1') await rm(folder, { recursive: true, force: true })
  }
  try {
    await step(timings, 'build', () => buildPackages(APP_PACKAGES))
    const packed: { name: string; filename: string }[] = await step(timings, 'pack', () =>
      packPackages(join(folder, 'tarballs'), APP_PACKAGES),
    )
    const tarballs: Tarballs = Object.fromEntries(
      packed.map((entry) => [entry.name, entry.filename] as const),
    )
    const app = join(folder, 'app')
    const files = await packedAppFiles(ROOT, tarballs)
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(app, path)), { recursive: true })
      await writeFile(join(app, path), text)
    }
    await step(timings, 'npm install', () =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
        cwd: app,
        maxBuffer: 64 * 1024 * 1024,
      }),
    )
    // The app must run the packed files, not a link back into the workspace.
    for (const name of Object.keys(tarballs)) {
      const installed = join(app, 'node_modules', name)
      if ((await lstat(installed)).isSymbolicLink()) throw new Error(`${name} is a link`)
    }
    const vite = join(app, 'node_modules/vite/bin/vite.js')
    await step(timings, 'vite build', () =>
      run(process.execPath, [vite, 'build'], { cwd: app, maxBuffer: 64 * 1024 * 1024 }),
    )

    const devnet = startService(
      'devnet',
      [
        process.execPath,
        'packages/devnet/bin/latch-devnet.mjs',
        '--port',
        String(PORTS.devnet),
        '--port2',
        String(PORTS.devnet2),
      ],
      { cwd: ROOT, env: { LATCH_DEVNET_SOLANA: '0' } },
    )
    services.push(devnet)
    const server = startService(
      'server',
      [process.execPath, 'packages/server/bin/latch-server.mjs', '--port', String(PORTS.server)],
      {
        cwd: ROOT,
        env: {
          LATCH_DATA_DIR: ':memory:',
          LATCH_INDEXER: 'off',
          LATCH_RPC_URLS: `31337=http://127.0.0.1:${PORTS.devnet},31338=http://127.0.0.1:${PORTS.devnet2}`,
          LATCH_SOLANA_RPC_URLS: '',
          // No embedded wallet frame here: its default port 8788 belongs to the npm start stack.
          LATCH_FRAME: 'off',
        },
      },
    )
    services.push(server)
    const preview = startService(
      'preview',
      [
        process.execPath,
        vite,
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(PORTS.preview),
        '--strictPort',
      ],
      { cwd: app },
    )
    services.push(preview)
    await step(timings, 'services', () =>
      Promise.all([
        waitReady(devnet, `http://127.0.0.1:${PORTS.devnet}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}',
        }),
        waitReady(server, `${SERVER_URL}/health`),
        waitReady(preview, PREVIEW_URL),
      ]),
    )
    console.log(`[packed] ${timings.join(', ')}; app in ${app}`)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
