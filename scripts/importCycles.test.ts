import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { findImportCycles, importSpecifiers } from './importCycles.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

test('no package of the workspace has an import cycle, type-only imports included', () => {
  expect(findImportCycles(root)).toEqual([])
})

test('every kind of import counts: static, type-only, re-export, import() and import types', () => {
  const text = [
    "import { a } from './a.ts'",
    "import type { B } from './b.ts'",
    "export { c } from './c.ts'",
    "export type * from './d.ts'",
    "const e = () => import('./e.ts')",
    "type F = typeof import('./f.ts')",
  ].join('\n')
  expect(importSpecifiers('x.ts', text)).toEqual([
    './a.ts',
    './b.ts',
    './c.ts',
    './d.ts',
    './e.ts',
    './f.ts',
  ])
})

let workspace: string | undefined
afterEach(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true })
  workspace = undefined
})

/** A workspace of files: `{ 'packages/x/src/a.ts': '…' }`. */
function writeWorkspace(files: Record<string, string>): string {
  workspace = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true })
    writeFileSync(join(workspace, path), text)
  }
  return workspace
}

test('a type-only cycle between two files is found', () => {
  const at = writeWorkspace({
    'packages/x/package.json': '{ "name": "@latch/x" }',
    'packages/x/src/client.ts':
      "import type { Action } from './action.ts'\nexport type Client = {}",
    'packages/x/src/action.ts':
      "import type { Client } from './client.ts'\nexport type Action = {}",
  })
  expect(findImportCycles(at)).toEqual([['packages/x/src/action.ts', 'packages/x/src/client.ts']])
})

test('a cycle through another package (by its exports map) is found; a chain is not one', () => {
  const at = writeWorkspace({
    'packages/x/package.json':
      '{ "name": "@latch/x", "exports": { "./y": { "latch:source": "./src/y.ts" } } }',
    'packages/x/src/y.ts': "import '@latch/z'",
    'packages/x/src/chain.ts': "import './y.ts'",
    'packages/z/package.json':
      '{ "name": "@latch/z", "exports": { ".": { "latch:source": "./src/index.ts" } } }',
    'packages/z/src/index.ts': "export type { Y } from '@latch/x/y'",
  })
  expect(findImportCycles(at)).toEqual([['packages/x/src/y.ts', 'packages/z/src/index.ts']])
})
