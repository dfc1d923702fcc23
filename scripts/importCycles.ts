// Finds import cycles in the workspace's source: every `import`, `export … from`, `import()` call
// and `import('…')` type counts, type-only ones included (a type-only cycle still ties the files
// together: neither can be read, moved or split alone). `@latch/*` specifiers resolve to the
// package's source, so a cycle between packages shows too. Run: `npx tsx scripts/importCycles.ts`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts)$/

/** Every import specifier in `file`'s text, static, dynamic and type-level alike. */
export function importSpecifiers(_file: string, text: string): string[] {
  // The compiler's own pre-scan: it skips comments and strings, and sees `import('…')` types.
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName)
}

type Workspace = { root: string; packages: Map<string, { dir: string; exports: unknown }> }

function readWorkspace(root: string): Workspace {
  const packages = new Map<string, { dir: string; exports: unknown }>()
  for (const group of ['packages', 'apps']) {
    const base = join(root, group)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base)) {
      const manifest = join(base, name, 'package.json')
      if (!existsSync(manifest)) continue
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: unknown }
      packages.set(json.name, { dir: join(base, name), exports: json.exports })
    }
  }
  return { root, packages }
}

/** The source file a specifier names, or `undefined` when it leaves the workspace. */
function resolveSpecifier(workspace: Workspace, from: string, specifier: string) {
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(from), specifier)
    return existsSync(target) && statSync(target).isFile() ? target : undefined
  }
  const match = /^(@latch\/[^/]+)(\/.*)?$/.exec(specifier)
  const found = match && workspace.packages.get(match[1]!)
  if (!found || typeof found.exports !== 'object' || found.exports === null) return undefined
  const entry = (found.exports as Record<string, unknown>)[`.${match[2] ?? ''}`]
  const source =
    typeof entry === 'object' && entry !== null
      ? (entry as Record<string, unknown>)['latch:source']
      : undefined
  return typeof source === 'string' ? join(found.dir, source) : undefined
}

function listSources(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) listSources(path, into)
    else if (SOURCE.test(name)) into.push(path)
  }
  return into
}

/**
 * The import cycles among the `src` files of every workspace package, each as the list of files
 * (relative to `root`) that lead back to the first. Empty when there is none.
 */
export function findImportCycles(root: string): string[][] {
  const workspace = readWorkspace(root)
  const files = [...workspace.packages.values()].flatMap(({ dir }) =>
    existsSync(join(dir, 'src')) ? listSources(join(dir, 'src')) : [],
  )
  const edges = new Map<string, string[]>()
  for (const file of files) {
    const targets = importSpecifiers(file, readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(workspace, file, specifier))
      .filter((target): target is string => target !== undefined && SOURCE.test(target))
    edges.set(file, [...new Set(targets)])
  }
  // Depth-first search; a back edge to a file still on the path closes a cycle.
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (file: string): void => {
    state.set(file, 'open')
    path.push(file)
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push(path.slice(path.indexOf(next)))
      else if (!state.has(next)) visit(next)
    }
    path.pop()
    state.set(file, 'done')
  }
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file)
  return cycles.map((cycle) => cycle.map((file) => relative(root, file)))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles(resolve(dirname(fileURLToPath(import.meta.url)), '..'))
  for (const cycle of cycles) console.log(`${cycle.join('\n  → ')}\n  → ${cycle[0]}\n`)
  console.log(`${cycles.length} import cycle(s)`)
  process.exitCode = cycles.length ? 1 : 0
}
