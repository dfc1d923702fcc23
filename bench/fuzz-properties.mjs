#!/usr/bin/env node
// Runs the hostile-input property tests (fast-check) at 10,000 runs each: core's validators and
// formatters, the wallet directory's link and image rules, the sign-in message formatter and
// parser, the server's parameter parsing. Prints
// each property's runs, crashes (a counterexample or an error that is not ours) and time; exits
// 1 on any crash. The route fuzzing over HTTP (and its 5xx count) is fuzz-routes.
//
//   node bench/fuzz-properties.mjs [--runs 10000]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The files, each with which of its tests are properties (the others are example cases, run
 * once: counted, not listed).
 */
const FILES = {
  'packages/core/src/utils/hostileInput.test.ts': () => true,
  'packages/core/src/directory/links.test.ts': (test) => test.ancestorTitles.includes('properties'),
  'packages/core/src/siwx/message.test.ts': (test) =>
    test.ancestorTitles.includes('round trips') ||
    /viem reads|wallet-standard-util/.test(test.title),
  'packages/server/src/validation/hostileParams.test.ts': () => true,
}
const args = process.argv.slice(2)
const index = args.indexOf('--runs')
const RUNS = index === -1 ? 10_000 : Number(args[index + 1])

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'latch-fuzz-properties-'))
const report = join(dir, 'report.json')
const started = performance.now()
const result = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'unit',
    '--reporter=json',
    // 10,000 runs of a property take seconds, not the 5 s a test gets by default.
    '--testTimeout=600000',
    `--outputFile=${report}`,
    ...Object.keys(FILES),
  ],
  { cwd: root, env: { ...process.env, LATCH_FUZZ_RUNS: String(RUNS) }, encoding: 'utf8' },
)
const seconds = (performance.now() - started) / 1000
let results
try {
  results = JSON.parse(readFileSync(report, 'utf8')).testResults
} catch {
  console.error(result.stdout, result.stderr)
  console.error('fuzz-properties: vitest wrote no report')
  process.exit(1)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

console.log(`\nfuzz-properties: ${RUNS.toLocaleString('en-US')} runs per property`)
let properties = 0
let examples = 0
let crashes = 0
for (const file of results) {
  console.log(`  ${relative(root, file.name)}`)
  for (const test of file.assertionResults) {
    const property = FILES[relative(root, file.name)]?.(test) ?? true
    const failed = test.status !== 'passed'
    if (failed) crashes++
    if (!property && !failed) {
      examples++
      continue
    }
    properties += property ? 1 : 0
    const time = `${(test.duration ?? 0).toFixed(0)} ms`.padStart(9)
    console.log(`    ${failed ? 'CRASH' : 'ok   '} ${time}  ${test.title.slice(0, 110)}`)
    if (failed) {
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, 6)
      console.log(`      ${message.join('\n      ')}`)
    }
  }
}
console.log(
  `  ${properties} properties × ${RUNS.toLocaleString('en-US')} runs (and ${examples} example cases): ${crashes} crashes, ${seconds.toFixed(1)} s in all`,
)
process.exit(crashes === 0 && result.status === 0 ? 0 : 1)
