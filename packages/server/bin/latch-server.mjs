#!/usr/bin/env node
// In the repository (tsconfig.build.json beside this folder) the CLI runs from its TypeScript
// source through tsx, so edits show without a build; workspace packages resolve to their source
// through the `latch:source` export condition, which a resolve hook adds here (the same as
// `node --conditions=latch:source`). An installed package runs its build (dist/).
import { existsSync } from 'node:fs'
import { register } from 'node:module'

if (existsSync(new URL('../tsconfig.build.json', import.meta.url))) {
  const { register: registerTsx } = await import('tsx/esm/api')
  registerTsx()
  register(
    `data:text/javascript,${encodeURIComponent(
      'export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "latch:source"] })',
    )}`,
  )
  await import('../src/cli.ts')
} else {
  await import('../dist/src/cli.js')
}
