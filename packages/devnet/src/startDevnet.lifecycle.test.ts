import { createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test } from 'vitest'
import { DevnetOptionsError, DevnetPortInUseError } from './errors.ts'
import { startDevnet } from './startDevnet.ts'
import { childCommands, isProcessAlive, rpcAnswers, waitUntil } from './testing/processes.ts'
import { runScript } from './testing/runScript.ts'

const HOLD_ANVIL = fileURLToPath(new URL('./testing/holdAnvil.ts', import.meta.url))
// Parent-death delivery (setpriv --pdeathsig) is Linux-only.
const linux = process.platform === 'linux'

let blocker: Server | undefined
afterEach(() => {
  blocker?.close()
  blocker = undefined
})

function occupyPort(): Promise<number> {
  return new Promise((resolve) => {
    blocker = createServer().listen(0, '127.0.0.1', () => {
      resolve((blocker!.address() as { port: number }).port)
    })
  })
}

describe('stop', () => {
  test('ends both anvil processes and closes their ports', async () => {
    const devnet = await startDevnet({ ports: [0, 0] })
    const pids = devnet.chains.map((chain) => chain.pid)
    expect(pids.every(isProcessAlive)).toBe(true)

    await devnet.stop()
    expect(pids.filter(isProcessAlive)).toEqual([])
    for (const chain of devnet.chains) expect(await rpcAnswers(chain.rpcUrl)).toBe(false)
    expect(childCommands()).not.toContain('anvil')
    await expect(devnet.stop()).resolves.toBeUndefined()
  }, 30_000)
})

describe('start errors', () => {
  test('a busy port fails with an error that names it, and leaves no anvil behind', async () => {
    const busy = await occupyPort()
    const error = await startDevnet({ ports: [0, busy] }).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(DevnetPortInUseError)
    expect(error).toMatchObject({ code: 'port-in-use', port: busy, host: '127.0.0.1' })
    expect((error as Error).message).toContain(`Port ${busy} on 127.0.0.1 is already in use`)
    expect(childCommands()).not.toContain('anvil')
  })

  test.each([
    ['a negative port', [-1, 0]],
    ['a port above 65535', [0, 70_000]],
    ['a fractional port', [8545.5, 0]],
    ['the same port twice', [9555, 9555]],
  ] as const)('%s is refused before anything starts', async (_case, ports) => {
    await expect(startDevnet({ ports })).rejects.toBeInstanceOf(DevnetOptionsError)
    expect(childCommands()).not.toContain('anvil')
  })
})

describe.concurrent('no orphans', () => {
  test('SIGTERM to a process running anvil stops anvil and still ends that process', async () => {
    const script = runScript(HOLD_ANVIL)
    const anvil = JSON.parse(await script.waitFor(/\n/)) as { rpcUrl: string; pid: number }
    expect(await rpcAnswers(anvil.rpcUrl)).toBe(true)

    script.child.kill('SIGTERM')
    // Our handler must not swallow the signal: the process ends as if it had none.
    expect(await script.exited).toEqual({ code: null, signal: 'SIGTERM' })
    expect(await waitUntil(() => !isProcessAlive(anvil.pid), 5_000)).toBe(true)
  }, 30_000)

  test.runIf(linux)(
    'SIGKILL of that process still takes anvil down',
    async () => {
      const script = runScript(HOLD_ANVIL)
      const anvil = JSON.parse(await script.waitFor(/\n/)) as { rpcUrl: string; pid: number }

      script.child.kill('SIGKILL')
      await script.exited
      expect(await waitUntil(() => !isProcessAlive(anvil.pid), 5_000)).toBe(true)
      expect(await rpcAnswers(anvil.rpcUrl)).toBe(false)
    },
    30_000,
  )
})
