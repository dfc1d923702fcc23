#!/usr/bin/env node
// In the repository (tsconfig.build.json beside this folder) the CLI runs from its TypeScript
// source through tsx, so edits show without a build. An installed package runs its build (dist/).
import { existsSync } from 'node:fs'

if (existsSync(new URL('../tsconfig.build.json', import.meta.url))) {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli.ts')
} else {
  await import('../dist/cli.js')
}
