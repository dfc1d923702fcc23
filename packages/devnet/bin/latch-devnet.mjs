#!/usr/bin/env node
// Runs the TypeScript CLI from source through tsx (no build step in the monorepo).
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
