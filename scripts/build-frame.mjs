#!/usr/bin/env node
// Builds the embedded wallet's frame app into packages/embedded-wallet/dist/frame/: frame.js
// (src/frame/main.ts bundled by esbuild: minified ES2022 for browsers), index.html and frame.css.
// `@latch/server` serves that folder on the frame origin. Run by `npm run build`, `npm start`,
// the package check and the tests that need the frame.
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const pkg = join(root, 'packages/embedded-wallet')
const src = join(pkg, 'src/frame')
const out = join(pkg, 'dist/frame')

await rm(out, { recursive: true, force: true })
await mkdir(out, { recursive: true })
await build({
  entryPoints: [join(src, 'main.ts')],
  outfile: join(out, 'frame.js'),
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // Workspace packages from their source (their `latch:source` export), like the tests.
  conditions: ['latch:source'],
  legalComments: 'none',
  logLevel: 'warning',
})
await copyFile(join(src, 'index.html'), join(out, 'index.html'))
await copyFile(join(src, 'frame.css'), join(out, 'frame.css'))

const js = await readFile(join(out, 'frame.js'))
console.log(
  `frame built: ${out} (frame.js ${(js.length / 1024).toFixed(1)} kB, ${(gzipSync(js).length / 1024).toFixed(1)} kB gzip)`,
)
