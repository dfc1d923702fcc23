// Test helper: runs a TypeScript entry in a child Node process (through tsx) and reads its output.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type RunningScript = {
  child: ChildProcess
  /** Everything written to stdout so far. */
  stdout(): string
  /** Everything written to stderr so far. */
  stderr(): string
  /** Resolves with stdout once `pattern` appears in it; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>
  /** Resolves with the exit code and signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const TSX = createRequire(import.meta.url).resolve('tsx')

/** Starts `node --import tsx <file> ...args`; the caller must end it. */
export function runScript(file: string, args: readonly string[] = []): RunningScript {
  const child = spawn(process.execPath, ['--import', TSX, file, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // The Solana side would take the fixed ports 8899/8900; these tests are about the EVM CLI.
    env: {
      ...process.env,
      LATCH_DEVNET_SOLANA: '0',
      LATCH_DEVNET_ONRAMP: '0',
      LATCH_DEVNET_IDP: '0',
      LATCH_DEVNET_FARCASTER: '0',
      LATCH_DEVNET_BUNDLER: '0',
    },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk
  })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  )
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(out)) return
        child.stdout.off('data', check)
        resolve(out)
      }
      child.stdout.on('data', check)
      check()
      exited.then(() => reject(new Error(`${file} exited before ${pattern}:\n${out}\n${err}`)))
    })
  return { child, stdout: () => out, stderr: () => err, waitFor, exited }
}
