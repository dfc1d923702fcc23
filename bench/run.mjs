#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after the other. Each prints its figures.
// Run through tsx so a benchmark can share the repository's TypeScript config (Chromium flags).
//
//   npm run bench                          every benchmark, loopback
//   npm run bench -- --rtt 150             the same with a 150 ms round trip (emulated)
//   node bench/run.mjs modal-open --rtt 150
//   npm run bench -- relay-flood --seconds 10
//   npm run bench -- --help                the benchmarks, with what each measures
//
// Names pick benchmarks; flags (--rtt, --runs, --port, --seconds …) go to each one picked.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const BENCHES = [
  'modal-open',
  'relay-flood',
  'fuzz-routes',
  'fuzz-properties',
  'unknown-projects',
  'sign-in',
  'load',
]
const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log('npm run bench -- [name …] [flags]   (no name: all of them)\n')
  for (const bench of BENCHES) {
    // Each benchmark says what it does in its opening comment; its first sentence is the summary.
    const text = readFileSync(new URL(`${bench}.mjs`, import.meta.url), 'utf8')
    const comment = text.match(/^(?:#!.*\n)?((?:\/\/.*\n)+)/)?.[1] ?? ''
    const prose = comment.replace(/^\/\/ ?/gm, '').replace(/\s+/g, ' ')
    console.log(`  ${bench.padEnd(18)}${prose.match(/^.*?\.(?= |$)/)?.[0] ?? prose}`)
  }
  process.exit(0)
}
/** A flag's value follows it unless the next word is another flag or a benchmark's name. */
const takesValue = (next) => next !== undefined && !next.startsWith('--') && !BENCHES.includes(next)
const names = []
const flags = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (!arg.startsWith('--')) names.push(arg)
  else if (arg.includes('=') || !takesValue(args[i + 1])) flags.push(arg)
  else flags.push(arg, args[++i])
}
const unknown = names.filter((name) => !BENCHES.includes(name))
if (unknown.length) {
  console.error(`bench: no benchmark named ${unknown.join(', ')} (have: ${BENCHES.join(', ')})`)
  process.exit(2)
}
let failed = false
for (const bench of names.length ? names : BENCHES) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}.mjs`, ...flags], {
    stdio: 'inherit',
  })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
