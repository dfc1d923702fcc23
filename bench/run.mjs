#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after the other. Each prints its figures.
// Run through tsx so a benchmark can share the repository's TypeScript config (Chromium flags).
import { spawnSync } from 'node:child_process'

const benches = ['bench/modal-open.mjs']
let failed = false
for (const bench of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', bench], { stdio: 'inherit' })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
