import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { type AddressInfo, createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { createTestClient, http, parseEther } from 'viem'
import { assertPortFree } from '../anvil/assertPortFree.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../constants/accountAbstraction.ts'
import { DEVNET_HOST } from '../constants/chains.ts'
import { DevnetBundlerError } from '../errors.ts'
import { BUNDLER_PORT, bundlerAccounts } from './constants.ts'

/** Parameters of {@link startBundler}. */
export type StartBundlerParameters = {
  /** The devnet chain it bundles for (its anvil's JSON-RPC). */
  rpcUrl: string
  host?: string
  /** 0 picks a free port. @defaultValue 8547 */
  port?: number
  /** How long to wait for it to answer. @defaultValue 30 s */
  timeoutMs?: number
}

/** A running bundler. */
export type Bundler = {
  /** Its JSON-RPC (ERC-4337: `eth_sendUserOperation`, `eth_getUserOperationReceipt` …). */
  url: string
  pid: number
  /** Stops it and waits until it has exited. Safe to call twice. */
  stop(): Promise<void>
}

/**
 * Starts a real ERC-4337 bundler for a devnet chain: Pimlico's alto (`@pimlico/alto`, a
 * development process only: GPL-3.0, never a dependency of the kit or the server) against
 * EntryPoint v0.8, its executor and utility accounts funded on the chain. Safe mode (ERC-7562's
 * rules, checked with a node's debug tracer) is off: not tried against anvil yet; the
 * EntryPoint's own validation still runs.
 * Resolves once it answers `eth_supportedEntryPoints`.
 *
 * @throws {DevnetPortInUseError} when the port is taken.
 * @throws {DevnetBundlerError} when alto exits or does not answer in time.
 */
export async function startBundler(parameters: StartBundlerParameters): Promise<Bundler> {
  const host = parameters.host ?? DEVNET_HOST
  const wanted = parameters.port ?? BUNDLER_PORT
  await assertPortFree(host, wanted)
  // alto needs a number: 0 is resolved here.
  const port = wanted === 0 ? await freePort(host) : wanted
  const { executor, utility } = bundlerAccounts()
  const chain = createTestClient({ mode: 'anvil', transport: http(parameters.rpcUrl) })
  for (const { address } of [executor, utility]) {
    await chain.setBalance({ address, value: parseEther('1000') })
  }
  // The package exports only its entry (esm/index.js); its CLI sits beside it.
  const bin = join(dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js')
  const output: string[] = []
  const child = spawn(
    process.execPath,
    [
      bin,
      ...['--entrypoints', DEVNET_ACCOUNT_ABSTRACTION.entryPoint],
      ...['--executor-private-keys', executor.privateKey],
      ...['--utility-private-key', utility.privateKey],
      ...['--rpc-url', parameters.rpcUrl],
      ...['--safe-mode', 'false'],
      // anvil mines each transaction at once: look for receipts often.
      ...['--block-time', '250'],
      // Browser pages call it too: the embedded wallet's frame (localhost:8788) sends its user
      // operations here, which needs CORS (off in alto by default).
      ...['--enable-cors', 'true'],
      ...['--port', String(port)],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } },
  )
  const keep = (chunk: Buffer) => {
    output.push(String(chunk))
    if (output.length > 200) output.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/rpc`
  try {
    await waitUntilUp(url, child, exited, parameters.timeoutMs ?? 30_000)
  } catch (error) {
    child.kill('SIGKILL')
    await exited
    throw new DevnetBundlerError(`The bundler (alto) did not start for ${parameters.rpcUrl}.`, {
      cause: error,
      details: output.join('').slice(-4000),
    })
  }
  let stopped: Promise<void> | undefined
  return {
    url,
    pid: child.pid as number,
    stop: () => {
      stopped ??= stopChild(child, exited)
      return stopped
    },
  }
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * A bundler's `eth_supportedEntryPoints` (ERC-4337): the EntryPoints it serves.
 *
 * @throws when it can't be reached or answers no list.
 */
export async function supportedEntryPoints(url: string, timeoutMs = 5_000): Promise<string[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const answer = (await response.json()) as { result?: unknown }
  if (!Array.isArray(answer.result)) throw new Error('no list of EntryPoints')
  return answer.result as string[]
}

async function waitUntilUp(
  url: string,
  child: ChildProcess,
  exited: Promise<void>,
  timeoutMs: number,
): Promise<void> {
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (gone || child.exitCode !== null) throw new Error('alto exited')
    try {
      await supportedEntryPoints(url, 1_000)
      return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no answer within ${timeoutMs} ms`)
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
