#!/usr/bin/env node
// `npm run test:packages` (part of `npm test`): builds and packs every published package as npm
// would publish it, then checks each tarball — the package.json fields a registry package needs,
// an exports map of `types` + `import` per subpath whose files are all in the tarball, no test
// files — and runs publint (strict) and arethetypeswrong (profile esm-only: Latch is ESM only).
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { buildPackages, PUBLISHED, packPackages, ROOT } from './packages.mjs'

const run = promisify(execFile)
const ATTW = join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js')
const TEST_FILE =
  /(^|\/)(test|__screenshots__)\/|\.test(-d)?\.tsx?$|\.test\.(js|d\.ts)$|tsbuildinfo$/

/** What each package.json must say to be published (STYLE.md, Tooling). */
function checkManifest(pkg) {
  const problems = []
  if (pkg.private) problems.push('is private')
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(pkg.version ?? '')) problems.push('no semver version')
  if (!pkg.license) problems.push('no license')
  if (pkg.type !== 'module') problems.push('"type" is not "module"')
  if (pkg.sideEffects !== false && !isPrebuiltChunks(pkg.sideEffects)) {
    problems.push('"sideEffects" is not false')
  }
  if (!Array.isArray(pkg.files) || !pkg.files.includes('dist'))
    problems.push('no "files" with dist')
  if (pkg.publishConfig?.access !== 'public') problems.push('publishConfig.access is not public')
  if (!pkg.exports || typeof pkg.exports !== 'object') problems.push('no exports map')
  for (const [subpath, entry] of Object.entries(pkg.exports ?? {})) {
    // A folder of files that are not modules (the embedded wallet's frame app): `./x/*` → `./dist/x/*`.
    if (typeof entry === 'string') {
      if (!isAssetFolder(subpath, entry)) problems.push(`exports["${subpath}"] is a string`)
      continue
    }
    const keys = Object.keys(entry)
    if (!entry.types || !entry.import) problems.push(`exports["${subpath}"] lacks types or import`)
    else if (keys.indexOf('types') > keys.indexOf('import')) {
      problems.push(`exports["${subpath}"]: types must come before import`)
    }
  }
  for (const field of ['dependencies', 'peerDependencies']) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      if (/^(file|link|workspace):/.test(spec)) problems.push(`${field}.${name} is ${spec}`)
      if (name.startsWith('@latch/') && !PUBLISHED.includes(name.slice('@latch/'.length))) {
        problems.push(`${field}.${name} is not a published package`)
      }
    }
  }
  return problems
}

/**
 * `["./dist/chunks/*.js"]`: prebuilt chunks (@latch/web's), which a bundler must keep when an
 * entry imports them for their effects (the UI runtime's set-up), while the entries stay free of
 * side effects.
 */
function isPrebuiltChunks(sideEffects) {
  return (
    Array.isArray(sideEffects) &&
    sideEffects.length > 0 &&
    sideEffects.every((path) => /^\.\/dist\/[\w-]+\/\*\.js$/.test(path))
  )
}

/** `"./frame/*": "./dist/frame/*"`: a folder of files shipped as they are. */
function isAssetFolder(subpath, target) {
  return /^\.\/[\w-]+\/\*$/.test(subpath) && /^\.\/dist\/[\w/-]+\/\*$/.test(target)
}

/** What the tarball holds: every export target (some file in an asset folder), no tests. */
function checkTarball(pkg, files) {
  const paths = new Set(files.map((file) => file.path))
  const problems = []
  for (const [subpath, entry] of Object.entries(pkg.exports ?? {})) {
    if (typeof entry === 'string') {
      const folder = entry.replace(/^\.\//, '').replace(/\*$/, '')
      if (![...paths].some((path) => path.startsWith(folder))) {
        problems.push(`exports["${subpath}"] ${entry}: no file in the tarball`)
      }
      continue
    }
    for (const [condition, target] of Object.entries(entry)) {
      if (!paths.has(target.replace(/^\.\//, ''))) {
        problems.push(`exports["${subpath}"].${condition} ${target} is not in the tarball`)
      }
    }
  }
  for (const target of Object.values(pkg.bin ?? {})) {
    if (!paths.has(target.replace(/^\.\//, '')))
      problems.push(`bin ${target} is not in the tarball`)
  }
  const tests = [...paths].filter((path) => TEST_FILE.test(path))
  if (tests.length) problems.push(`ships test files: ${tests.slice(0, 5).join(', ')}`)
  return problems
}

async function checkPublint(tarball) {
  const buffer = await readFile(tarball)
  const { messages, pkg } = await publint({
    pack: { tarball: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) },
    level: 'suggestion',
    strict: true,
  })
  return messages.map((message) => `publint ${message.type}: ${formatMessage(message, pkg)}`)
}

async function checkAttw(tarball) {
  try {
    await run(process.execPath, [ATTW, tarball, '--profile', 'esm-only', '--format', 'ascii'], {
      env: { ...process.env, NO_COLOR: '1' },
      maxBuffer: 16 * 1024 * 1024,
    })
    return []
  } catch (error) {
    return [`arethetypeswrong:\n${error.stdout || error.message}`]
  }
}

// `node scripts/check-packages.mjs core evm` checks only those; no names: every published one.
const names = process.argv.slice(2).length ? process.argv.slice(2) : PUBLISHED
const unknown = names.filter((name) => !PUBLISHED.includes(name))
if (unknown.length) throw new Error(`not published packages: ${unknown.join(', ')}`)
const started = Date.now()
const destination = await mkdtemp(join(tmpdir(), 'latch-packages-'))
let passed = 0
let failed = 0
try {
  await buildPackages(names).catch((error) => {
    throw new Error(`the build failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  })
  const packed = await packPackages(destination, names)
  for (const name of names) {
    const pkg = JSON.parse(await readFile(join(ROOT, 'packages', name, 'package.json'), 'utf8'))
    const report = packed.find((entry) => entry.name === pkg.name)
    const problems = report
      ? [
          ...checkManifest(pkg),
          ...checkTarball(pkg, report.files),
          ...(await checkPublint(report.filename)),
          ...(await checkAttw(report.filename)),
        ]
      : ['npm pack made no tarball']
    if (problems.length === 0) {
      passed++
      const size = `${(report.size / 1024).toFixed(1)} kB packed, ${report.entryCount} files`
      console.log(`  ✓ ${pkg.name} (${size})`)
    } else {
      failed++
      console.log(`  ✗ ${pkg.name}\n${problems.map((line) => `      ${line}`).join('\n')}`)
    }
  }
} catch (error) {
  failed++
  console.error(error instanceof Error ? error.message : error)
} finally {
  await rm(destination, { recursive: true, force: true })
}
console.log(`\npackages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed ? 1 : 0
