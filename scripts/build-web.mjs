#!/usr/bin/env node
// Builds @latch/web's prebuilt files into packages/web/dist/: ES modules for a plain
// <script type="module"> (and for bundlers), minified ES2022, code-split — the entries
// (latch-web.js, networks.js, errors.js, evm.js, solana.js) share their common code through
// chunks/, and the modal's views stay chunks of their own, loaded when opened. The modal is @latch/react's: the
// prebuilt files run it on Preact's React-compatible layer (`react`, `react-dom` aliased to
// `preact/compat`), so a site brings no React. Run by `npm run build`, the package check and the
// web-components e2e spec.
//
// Rollup (through Vite's build API), not esbuild: esbuild's code splitting keeps whole barrel
// modules live across chunks (core's index re-exports every action), so an EVM page loaded
// 159 kB gzip at once; Rollup tree-shakes per chunk: 47 kB.
//
//   node scripts/build-web.mjs            the published build (Preact)
//   node scripts/build-web.mjs --react    react + react-dom bundled instead (for measuring)
//   node scripts/build-web.mjs --out DIR  another output folder
//   node scripts/build-web.mjs --if-stale nothing when dist/ is newer than every source it is
//                                         built from (npm run build, the package check, the e2e
//                                         spec: CI builds once)
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = new URL('..', import.meta.url).pathname
const pkg = join(root, 'packages/web')
const args = process.argv.slice(2)
const withReact = args.includes('--react')
const outIndex = args.indexOf('--out')
const out = outIndex === -1 ? join(pkg, 'dist') : resolve(args[outIndex + 1])

// Preact's compat layer in React's place: the same components, hooks and portals.
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
]

/** The newest modification time under `path` (node_modules and dist left out). */
async function newest(path) {
  const info = await stat(path)
  if (!info.isDirectory()) return info.mtimeMs
  let latest = 0
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    latest = Math.max(latest, await newest(join(path, entry)))
  }
  return latest
}

if (args.includes('--if-stale')) {
  const built = await stat(join(out, 'latch-web.js')).then(
    (file) => file.mtimeMs,
    () => 0,
  )
  const sources = [
    ...['web', 'react', 'core', 'evm', 'solana', 'devnet'].map((name) =>
      join(root, 'packages', name, 'src'),
    ),
    join(root, 'package-lock.json'),
    new URL(import.meta.url).pathname,
  ]
  const latest = Math.max(...(await Promise.all(sources.map(newest))))
  if (built > latest) {
    console.log(`@latch/web is current: ${relative(root, out)}/`)
    process.exit(0)
  }
}

// The declaration files (tsc) live in dist/types/: keep them, replace the rest.
await mkdir(out, { recursive: true })
for (const entry of await readdir(out)) {
  if (entry !== 'types') await rm(join(out, entry), { recursive: true, force: true })
}
const started = Date.now()
const result = await build({
  configFile: false,
  root: pkg,
  logLevel: 'warn',
  resolve: {
    // Workspace packages from their source (their `latch:source` export), like the frame's build.
    conditions: ['latch:source', 'module', 'browser', 'production'],
    alias: withReact ? [] : PREACT_ALIASES,
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { jsx: 'automatic', legalComments: 'none' },
  build: {
    outDir: out,
    emptyOutDir: false,
    target: 'es2022',
    minify: 'esbuild',
    // No preload helper: a plain page imports these files as they are.
    modulePreload: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: {
        'latch-web': join(pkg, 'src/exports/index.ts'),
        networks: join(pkg, 'src/exports/networks.ts'),
        errors: join(pkg, 'src/exports/errors.ts'),
        evm: join(pkg, 'src/exports/evm.ts'),
        solana: join(pkg, 'src/exports/solana.ts'),
      },
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        banner: (chunk) =>
          chunk.isEntry
            ? withReact
              ? '/* @latch/web (MIT). Includes React and React DOM (MIT, Meta Platforms, Inc.). */'
              : '/* @latch/web (MIT). Includes Preact (MIT, Jason Miller). */'
            : '',
      },
      onwarn(warning, warn) {
        // Core's lazily loaded actions are also on its index: the chunking is Rollup's choice.
        if (/dynamic import will not move module/.test(warning.message)) return
        warn(warning)
      },
    },
  },
})

// What a page downloads: entries and the chunks they import statically, gzip-compressed.
const chunks = new Map(
  result.output.filter((file) => file.type === 'chunk').map((file) => [file.fileName, file]),
)
const gzip = (file) => gzipSync(chunks.get(file).code).length
const atLoad = (entries) => {
  const files = new Set()
  const visit = (file) => {
    if (files.has(file)) return
    files.add(file)
    for (const imported of chunks.get(file).imports) visit(imported)
  }
  for (const entry of entries) visit(`${entry}.js`)
  return [...files].reduce((total, file) => total + gzip(file), 0)
}
const kB = (bytes) => `${(bytes / 1024).toFixed(2)} kB`
const everything = [...chunks.keys()].reduce((total, file) => total + gzip(file), 0)
console.log(
  `@latch/web built${withReact ? ' (react + react-dom)' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${relative(root, out) || '.'}/ — an EVM page at load ${kB(atLoad(['latch-web', 'networks', 'evm']))} gzip ` +
    `(latch-web ${kB(atLoad(['latch-web']))}); every file ${kB(everything)} gzip (${chunks.size} files)`,
)
