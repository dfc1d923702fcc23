import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createInterface } from 'node:readline'
import {
  DEVNET_ACCOUNT_BALANCE_WEI,
  DEVNET_ACCOUNTS,
  DEVNET_MNEMONIC,
} from '../constants/accounts.ts'
import { DevnetAnvilError, DevnetPortInUseError } from '../errors.ts'
import { anvilBinaryPath } from './anvilBinaryPath.ts'
import { trackProcess } from './trackProcess.ts'
import { waitForRpc } from './waitForRpc.ts'

/** anvil normally listens within ~50 ms; this only bounds a hung start on a loaded machine. */
const LISTEN_TIMEOUT_MS = 15_000

/** How long `stop()` lets anvil exit on SIGTERM before it is killed. */
const STOP_GRACE_MS = 2_000

/** Linux's setpriv can give anvil a parent-death signal: it then dies even if we are SIGKILLed. */
const SETPRIV_PATH = '/usr/bin/setpriv'

const STDIO: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe']

export type SpawnAnvilParameters = {
  host: string
  /** 0 lets the OS pick a free port. */
  port: number
  chainId: number
  /** Drop anvil's per-request log instead of copying it to stderr. */
  quiet: boolean
}

/** A running anvil node. */
export type AnvilProcess = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Resolves once the process has exited. Safe to call more than once. */
  stop(): Promise<void>
}

/**
 * Starts one anvil node with the devnet accounts and resolves once its RPC answers. Probe the
 * port first with `assertPortFree` for a clear error; a port taken in between is still
 * reported as {@link DevnetPortInUseError}.
 *
 * @throws {DevnetPortInUseError} when `port` is taken.
 * @throws {DevnetAnvilError} when anvil exits early or does not answer in time.
 */
export async function spawnAnvil(params: SpawnAnvilParameters): Promise<AnvilProcess> {
  const { host, port, chainId, quiet } = params

  const args = [
    ...['--host', host, '--port', String(port), '--chain-id', String(chainId)],
    ...['--mnemonic', DEVNET_MNEMONIC, '--accounts', String(DEVNET_ACCOUNTS.length)],
    ...['--balance', String(DEVNET_ACCOUNT_BALANCE_WEI / 10n ** 18n), '--color', 'never'],
  ]
  const binary = anvilBinaryPath()
  const child =
    process.platform === 'linux' && existsSync(SETPRIV_PATH)
      ? spawn(SETPRIV_PATH, ['--pdeathsig', 'TERM', '--', binary, ...args], { stdio: STDIO })
      : spawn(binary, args, { stdio: STDIO })
  trackProcess(child)

  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    // A binary that cannot be spawned emits 'error' and never 'exit'.
    child.once('error', () => {
      if (child.pid === undefined) resolve()
    })
  })
  const stop = once(() => stopChild(child, exited))

  try {
    const listenPort = await waitForListening(child, host, port, chainId, quiet)
    const rpcUrl = `http://${host.includes(':') ? `[${host}]` : host}:${listenPort}`
    await waitForRpc(rpcUrl, chainId, LISTEN_TIMEOUT_MS)
    return { chainId, port: listenPort, rpcUrl, pid: child.pid ?? -1, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Reads anvil's stdout until its "Listening on host:port" line and returns that port. */
function waitForListening(
  child: ChildProcess,
  host: string,
  port: number,
  chainId: number,
  quiet: boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = ''
    let listening = false
    const timer = setTimeout(() => {
      reject(
        new DevnetAnvilError(
          `anvil (chain ${chainId}) did not start within ${LISTEN_TIMEOUT_MS} ms.`,
          { details: output },
        ),
      )
    }, LISTEN_TIMEOUT_MS)

    const onLine = (line: string) => {
      if (listening) {
        // After start-up anvil logs one line per RPC method called.
        if (!quiet && line.trim() !== '') process.stderr.write(`[anvil ${chainId}] ${line}\n`)
        return
      }
      output += `${line}\n`
      const match = /^Listening on .*:(\d+)\s*$/.exec(line)
      if (match) {
        listening = true
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    }
    if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine)
    if (child.stderr) createInterface({ input: child.stderr }).on('line', onLine)

    child.once('error', (error) => {
      clearTimeout(timer)
      reject(
        new DevnetAnvilError(`anvil (chain ${chainId}) could not be started.`, { cause: error }),
      )
    })
    // 'close' rather than 'exit': it comes after the last output line has been read.
    child.once('close', (code, signal) => {
      if (listening) return
      clearTimeout(timer)
      // The port can be taken between our probe and anvil's bind; anvil then reports the OS
      // error EADDRINUSE (errno 98 on Linux, 48 on macOS) in its output.
      if (/Address already in use|os error (98|48)\b/.test(output)) {
        reject(new DevnetPortInUseError(host, port))
        return
      }
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`
      reject(
        new DevnetAnvilError(`anvil (chain ${chainId}) ${how} before listening.`, {
          details: output.trim(),
        }),
      )
    })
  })
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => {
    promise ??= fn()
    return promise
  }
}
