import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { DevnetAnvilError } from '../errors.ts'

/** `process.arch` → the suffix @foundry-rs uses for its per-platform binary packages. */
const ARCH_NAMES: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Path of the anvil binary shipped by `@foundry-rs/anvil` for this platform.
 *
 * We run the binary itself rather than the package's `bin.mjs` wrapper: one process per chain,
 * whose pid is anvil's own, so stopping it can never leave the real node behind.
 */
export function anvilBinaryPath(): string {
  const arch = ARCH_NAMES[process.arch]
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  try {
    // The platform package is an optional dependency of @foundry-rs/anvil: resolve from there.
    const anvilPackage = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
    const path = createRequire(anvilPackage).resolve(`${platformPackage}/bin/${binary}`)
    if (existsSync(path)) return path
  } catch {
    // Reported below with what to do about it.
  }
  throw new DevnetAnvilError(
    `No anvil binary for ${process.platform}/${process.arch}: ${platformPackage} is not installed. ` +
      'Run `npm install` (it ships with @foundry-rs/anvil 1.7.1).',
  )
}
