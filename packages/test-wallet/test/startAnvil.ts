import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** A throwaway anvil for one test file. */
export type TestAnvil = {
  rpcUrl: string
  chainId: number
  /** Raw JSON-RPC call (for test set-up such as `anvil_setCode`). */
  rpc(method: string, params?: unknown[]): Promise<unknown>
  stop(): Promise<void>
}

const ANVIL_BIN = fileURLToPath(new URL('../../../node_modules/.bin/anvil', import.meta.url))
const READY_TIMEOUT_MS = 15_000

/** Anvil's well-known funded dev keys (10 000 ETH each on a fresh chain). */
export const ANVIL_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const

/** Starts anvil on a free 127.0.0.1 port and waits until it answers JSON-RPC. */
export async function startAnvil(chainId: number): Promise<TestAnvil> {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    ANVIL_BIN,
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`anvil exited early with code ${code}`)))
    child.once('error', reject)
  })
  exited.catch(() => undefined)
  const rpc = async (method: string, params: unknown[] = []) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  await Promise.race([waitUntilReady(rpc), exited]).catch(async (error) => {
    await stopChild(child)
    throw error
  })
  return { rpcUrl, chainId, rpc, stop: () => stopChild(child) }
}

async function waitUntilReady(rpc: (method: string) => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    try {
      await rpc('eth_chainId')
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
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
