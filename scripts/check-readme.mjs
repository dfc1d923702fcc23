#!/usr/bin/env node
// Part of `npm run lint`: every ```ts / ```tsx block of README.md and docs/installing.md must
// compile as a site would write it, against the packages' built types (dist/, as a site gets them:
// it builds first, incrementally). Each block becomes a module of its own in a folder inside the
// workspace (so `@latch/*` resolve to the workspace packages), named by its first line when that
// is a `// name.ts(x)` comment (later blocks import it: `import { latch } from './latch'`), and
// tsc checks them all with the project's strict settings.
import { execFile } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { buildPackages } from './packages.mjs'

const run = promisify(execFile)
const ROOT = new URL('..', import.meta.url).pathname
const SOURCES = ['README.md', 'docs/installing.md']
// Under @latch/evm's node_modules: the wagmi snippet's `@wagmi/core` is installed there (a site
// has it in its own); everything else resolves from the root's.
const FOLDER = join(ROOT, 'packages/evm/node_modules/.cache/latch-readme-snippets')
const FENCE = /^```(ts|tsx|typescript)\s*$/
const NAMED = /^\/\/ ([\w-]+\.tsx?)\s*$/

/** The ts/tsx blocks of a Markdown file, with the line each starts on. */
function extractBlocks(markdown, source) {
  const blocks = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const open = FENCE.exec(lines[index])
    if (!open) continue
    const start = index + 1
    let end = start
    while (end < lines.length && !lines[end].startsWith('```')) end++
    const code = lines.slice(start, end)
    const named = NAMED.exec(code[0] ?? '')
    const extension = open[1] === 'tsx' ? 'tsx' : 'ts'
    const stem = source.replace(/\W+/g, '-').toLowerCase()
    blocks.push({
      source,
      line: start + 1,
      file: named ? named[1] : `${stem}-line-${start + 1}.${extension}`,
      text: `${code.join('\n')}\n`,
    })
    index = end
  }
  return blocks
}

const blocks = []
for (const source of SOURCES) {
  blocks.push(...extractBlocks(await readFile(join(ROOT, source), 'utf8'), source))
}
const names = new Map()
for (const block of blocks) {
  const first = names.get(block.file)
  if (first) {
    console.error(`${block.source}:${block.line}: ${block.file} is also named at ${first}`)
    process.exit(1)
  }
  names.set(block.file, `${block.source}:${block.line}`)
}

const tsconfig = {
  extends: relative(FOLDER, join(ROOT, 'tsconfig.base.json')),
  compilerOptions: {
    noEmit: true,
    types: [],
  },
  include: ['*.ts', '*.tsx'],
}
// The packages a site installs (their dist/ types are what the snippets compile against).
await buildPackages(['core', 'react', 'evm', 'solana', 'bitcoin', 'walletconnect']).catch(
  (error) => {
    console.error(`the build failed:\n${error.stdout}${error.stderr}`)
    process.exit(1)
  },
)
await rm(FOLDER, { recursive: true, force: true })
await mkdir(FOLDER, { recursive: true })
await writeFile(join(FOLDER, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
for (const block of blocks) await writeFile(join(FOLDER, block.file), block.text)

const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
try {
  await run(process.execPath, [tsc, '-p', FOLDER], { cwd: FOLDER, maxBuffer: 16 * 1024 * 1024 })
} catch (error) {
  // tsc's `file(line,col)` back to the Markdown line.
  const output = String(error.stdout || error.message).replace(
    /^([\w.-]+\.tsx?)\((\d+),(\d+)\)/gm,
    (whole, file, line, column) => {
      const block = blocks.find((entry) => entry.file === file)
      return block ? `${block.source}:${block.line + Number(line) - 1}:${column}` : whole
    },
  )
  console.error(`README snippets do not compile:\n${output}`)
  process.exit(1)
}
console.log(`README snippets: ${blocks.length} ts/tsx blocks compile`)
