#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after the other. Each prints its figures.
// Run through tsx so a benchmark can share the repository's TypeScript config (Chromium flags).
//
//   npm run bench                          every benchmark, loopback
//   npm run bench -- --rtt 150             the same with a 150 ms round trip (emulated)
//   node bench/run.mjs modal-open --rtt 150
//
// Names pick benchmarks; flags (--rtt, --runs, --port) go to each one.
import { spawnSync } from 'node:child_process'

const BENCHES = ['modal-open']
const args = process.argv.slice(2)
const names = []
const flags = []
for (let i = 0; i < args.length; i++) {
  const arg = args[i]
  if (!arg.startsWith('--')) names.push(arg)
  else if (arg.includes('=') || i + 1 >= args.length) flags.push(arg)
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
