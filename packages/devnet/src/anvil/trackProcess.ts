import type { ChildProcess } from 'node:child_process'

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

const running = new Set<ChildProcess>()

function killAll(signal: NodeJS.Signals): void {
  for (const child of running) child.kill(signal)
}

// Runs synchronously while the process exits: there is no time to wait, so kill outright.
function onExit(): void {
  killAll('SIGKILL')
}

function onSignal(signal: NodeJS.Signals): void {
  killAll('SIGTERM')
  // A listener disables Node's default "exit on signal". If ours is the only one, restore that
  // default by removing it and raising the signal again; otherwise the other listeners decide.
  if (process.listenerCount(signal) === 1) {
    uninstall()
    process.kill(process.pid, signal)
  }
}

function install(): void {
  process.on('exit', onExit)
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal)
}

function uninstall(): void {
  process.off('exit', onExit)
  for (const signal of STOP_SIGNALS) process.off(signal, onSignal)
}

/**
 * Kills `child` when this process exits or receives SIGINT, SIGTERM or SIGHUP, so a devnet never
 * outlives the process that started it. The listeners go away with the last tracked child.
 */
export function trackProcess(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  if (running.size === 0) install()
  running.add(child)
  child.once('exit', () => {
    running.delete(child)
    if (running.size === 0) uninstall()
  })
}
