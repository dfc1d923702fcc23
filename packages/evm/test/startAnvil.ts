import { type ChildProcess, spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A throwaway anvil for one test file. */
export type TestAnvil = {
  rpcUrl: string
  chainId: number
  rpc(method: string, params?: unknown[]): Promise<unknown>
  stop(): Promise<void>
}

// A path string, not `new URL(…)`: under happy-dom the global URL is not Node's.
const ANVIL_BIN = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.bin/anvil',
)
const READY_TIMEOUT_MS = 15_000

/** Anvil's first two funded dev keys. */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const

/** Starts anvil with `chainId` on a free 127.0.0.1 port; resolves once it answers. */
export async function startAnvil(chainId: number): Promise<TestAnvil> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    ANVIL_BIN,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const rpc = async (method: string, params: unknown[] = []) => {
    const body = (await postJson(rpcUrl, { jsonrpc: '2.0', id: 1, method, params })) as {
      result?: unknown
      error?: { message: string }
    }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      await rpc('eth_chainId')
      break
    } catch (error) {
      if (Date.now() > deadline) {
        await stop(child)
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { rpcUrl, chainId, rpc, stop: () => stop(child) }
}

/**
 * node:http rather than `fetch`: under happy-dom the global fetch is the DOM's, which logs every
 * refused connection while anvil is still starting.
 */
function postJson(url: string, payload: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => {
          try {
            resolve(JSON.parse(text))
          } catch (error) {
            reject(error)
          }
        })
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(payload))
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}
