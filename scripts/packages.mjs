// The packages Latch publishes, and how to build and pack them as npm would publish them. Shared by
// scripts/check-packages.mjs and the packed-app browser test (e2e-packed/).
import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const ROOT = new URL('..', import.meta.url).pathname

/**
 * Every package meant for npm: what a site installs (core, react, evm, solana, bitcoin, walletconnect, embedded-wallet,
 * and web for a site without React),
 * the wallet its tests can inject (test-wallet), and the self-hostable server with the devnet it
 * defaults to. apps/demo is private.
 */
export const PUBLISHED = [
  'core',
  'react',
  'evm',
  'solana',
  'bitcoin',
  'walletconnect',
  'embedded-wallet',
  'web',
  'test-wallet',
  'devnet',
  'server',
]

/**
 * `tsc -b` of the packages (what `npm run build` does for all): quick when dist/ is current; and
 * the embedded wallet's frame, and @latch/web's prebuilt files.
 */
export async function buildPackages(names = PUBLISHED) {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
  const projects = names.map((name) => `packages/${name}/tsconfig.build.json`)
  await run(process.execPath, [tsc, '-b', ...projects], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 })
  // The embedded wallet also ships its frame app (dist/frame/, bundled by esbuild).
  if (names.includes('embedded-wallet')) {
    await run(process.execPath, [join(ROOT, 'scripts/build-frame.mjs')], { cwd: ROOT })
  }
  // @latch/web ships prebuilt ES modules (dist/*.js, bundled by Rollup); tsc gives its types.
  if (names.includes('web')) {
    await run(process.execPath, [join(ROOT, 'scripts/build-web.mjs'), '--if-stale'], { cwd: ROOT })
  }
}

/**
 * Packs each published package into `destination` (`npm pack`, so `files` and the ignore
 * rules apply exactly as on publish). Resolves with npm's report per package: name, filename
 * (the .tgz's absolute path), files.
 */
export async function packPackages(destination, names = PUBLISHED) {
  await mkdir(destination, { recursive: true })
  const workspaces = names.flatMap((name) => ['-w', `packages/${name}`])
  const { stdout } = await run(
    'npm',
    ['pack', '--json', '--pack-destination', destination, ...workspaces],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(stdout).map((entry) => ({
    ...entry,
    filename: join(destination, entry.filename),
  }))
}
