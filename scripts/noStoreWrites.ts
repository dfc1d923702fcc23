import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** A store write found in a file: where, and the line as written. */
export type StoreWrite = { file: string; line: number; text: string }

/** Test code may set up state directly: `*.test.ts(x)`, `*.test-d.ts`, and `src/test/` helpers. */
function isTestFile(path: string): boolean {
  return /\.test(-d)?\.tsx?$/.test(path) || /(^|\/)test\//.test(path)
}

/** `a.setState(` (the store's, or any other through a member) and `store.setState` however called. */
const WRITE = /\.\s*setState\s*(\?\.\s*)?\(|\bstore\s*\.\s*setState\b/

/** The text with comments blanked out (line numbers kept), so a comment naming a write is not one. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
}

/**
 * Every place a non-test `.ts`/`.tsx` file under `dir` writes a store (`.setState(`,
 * `store.setState`). ARCHITECTURE principle 2: the React package renders state and calls core
 * actions; only core writes the store.
 */
export function findStoreWrites(dir: string, root = dir): StoreWrite[] {
  const found: StoreWrite[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const name = relative(root, path)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !isTestFile(`${name}/`)) {
        found.push(...findStoreWrites(path, root))
      }
      continue
    }
    if (!/\.tsx?$/.test(entry.name) || isTestFile(name)) continue
    const lines = withoutComments(readFileSync(path, 'utf8')).split('\n')
    lines.forEach((text, index) => {
      if (WRITE.test(text)) found.push({ file: name, line: index + 1, text: text.trim() })
    })
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}
