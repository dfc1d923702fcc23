#!/usr/bin/env node
// Runs the TypeScript CLI from source through tsx (no build step in the monorepo). Workspace
// packages resolve to their TypeScript source through the `latch:source` export condition, which
// a resolve hook adds here (the same as `node --conditions=latch:source`).
import { register } from 'node:module'
import { register as registerTsx } from 'tsx/esm/api'

registerTsx()
register(
  `data:text/javascript,${encodeURIComponent(
    'export const resolve = (specifier, context, next) => next(specifier, { ...context, conditions: [...context.conditions, "latch:source"] })',
  )}`,
)
await import('../src/cli.ts')
