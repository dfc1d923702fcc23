#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after the other. Each prints its figures.
import { spawnSync } from 'node:child_process'

const benches = ['bench/modal-open.mjs']
let failed = false
for (const bench of benches) {
  const result = spawnSync(process.execPath, [bench], { stdio: 'inherit' })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
