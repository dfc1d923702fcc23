// Helpers for the devnet's own tests (not exported): is a process or an RPC endpoint gone?
import { readdirSync, readFileSync } from 'node:fs'

/** Reads /proc/<pid>/stat: `[command, state, parent pid]`, or undefined if there is no such process. */
function procStat(pid: number): [string, string, number] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command is in parentheses and may contain spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')')
    const [state = '', ppid = '0'] = stat.slice(close + 2).split(' ')
    return [stat.slice(stat.indexOf('(') + 1, close), state, Number(ppid)]
  } catch {
    return undefined
  }
}

/** True while `pid` runs. A zombie (exited, not yet reaped by a container's init) counts as gone. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  return procStat(pid)?.[1] !== 'Z'
}

/** Commands of this process's live children (Linux /proc). */
export function childCommands(): string[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => procStat(Number(entry)))
    .filter((stat) => stat !== undefined && stat[2] === process.pid && stat[1] !== 'Z')
    .map((stat) => stat![0])
}

/** True if something answers JSON-RPC `eth_chainId` at `rpcUrl`. */
export async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    return response.ok
  } catch {
    return false
  }
}

/** Polls `check` until it returns true; returns false if `timeoutMs` passes first. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return check()
}
