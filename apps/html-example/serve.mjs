#!/usr/bin/env node
// The example's static server: this folder at /, @latch/web's prebuilt files (packages/web/dist,
// `node scripts/build-web.mjs`) at /latch-web/, and the devnet's test wallet at /dev-wallet.js
// (devWallet.ts bundled on first request; the page loads it with `?wallet=dev` only).
//
//   node apps/html-example/serve.mjs        http://127.0.0.1:9480 (PORT=… for another port)
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = fileURLToPath(new URL('.', import.meta.url)).replace(/[/]$/, '')
const webDist = join(here, '../../packages/web/dist')
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

let devWallet
async function bundleDevWallet() {
  devWallet ??= build({
    entryPoints: [join(here, 'devWallet.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    conditions: ['latch:source'],
    write: false,
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0].contents)
  return devWallet
}

/** A file under `base` for a URL path, or undefined for a path that leaves it. */
function within(base, path) {
  const file = normalize(join(base, decodeURIComponent(path)))
  return file.startsWith(base + sep) ? file : undefined
}

/**
 * Starts the server; resolves with it once it listens.
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function serveExample({ port = 9480, host = '127.0.0.1' } = {}) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    try {
      let body
      let type
      if (pathname === '/dev-wallet.js') {
        body = await bundleDevWallet()
        type = TYPES['.js']
      } else {
        const path = pathname === '/' ? '/index.html' : pathname
        const file = path.startsWith('/latch-web/')
          ? within(webDist, path.slice('/latch-web/'.length))
          : within(here, path)
        if (!file || !TYPES[extname(file)]) throw Object.assign(new Error(), { code: 'ENOENT' })
        body = await readFile(file)
        type = TYPES[extname(file)]
      }
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' })
      response.end(body)
    } catch (error) {
      const missing = error?.code === 'ENOENT' || error?.code === 'EISDIR'
      response.writeHead(missing ? 404 : 500, { 'content-type': 'text/plain' })
      response.end(missing ? 'not found' : String(error))
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 9480)
  await serveExample({ port })
  console.log(`Latch HTML example: http://127.0.0.1:${port}/  (test wallet: /?wallet=dev)`)
}
