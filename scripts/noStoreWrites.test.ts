import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { findStoreWrites } from './noStoreWrites.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

test('no React file writes the store: views render state and call core actions', () => {
  expect(findStoreWrites(join(root, 'packages/react/src'))).toEqual([])
})

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** A folder of files: `{ 'views/A.tsx': '…' }`. */
function writeFolder(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'store-writes-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), text)
  }
  return folder
}

test('finds every kind of write, and only outside tests and comments', () => {
  const at = writeFolder({
    'views/A.tsx': [
      'client.store.setState({ history: [] })',
      '// client.store.setState is what core does',
      '/* client.store',
      '   .setState({}) */',
      'const [value, setState] = useState(0)',
      'setState(1)',
      'latch.store',
      '  .setState((state) => state)',
      'const { store } = client; store.setState({})',
    ].join('\n'),
    'utils/b.ts': "const url = 'https://x' // a comment\nother.setState?.({})",
    'views/A.test.tsx': 'client.store.setState({})',
    'test/fixtures.ts': 'client.store.setState({})',
    'hooks/c.test-d.ts': 'client.store.setState({})',
  })
  expect(findStoreWrites(at)).toEqual([
    { file: 'utils/b.ts', line: 2, text: 'other.setState?.({})' },
    { file: 'views/A.tsx', line: 1, text: 'client.store.setState({ history: [] })' },
    { file: 'views/A.tsx', line: 8, text: '.setState((state) => state)' },
    { file: 'views/A.tsx', line: 9, text: 'const { store } = client; store.setState({})' },
  ])
})
