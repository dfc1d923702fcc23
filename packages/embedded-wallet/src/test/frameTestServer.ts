/**
 * Vitest `globalSetup` module: a second origin for the channel's browser tests. A small HTTP
 * server on 127.0.0.1 (a port of 9340–9359) serving a frame page that runs the real
 * `startFrameChannel` with a test dispatcher (`frameHarness.ts`, bundled with esbuild on first
 * request), and the pages that play other parties: a site at another origin, a sibling frame, a
 * redirect. The test page (Vitest's, on `localhost`) is another site than `127.0.0.1`; the same
 * server reached as `http://localhost:<port>` is a third origin. Tests read the URL with
 * `inject('latchFrameTestUrl')`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. `http://127.0.0.1:9340`: the frame test server (see frameTestServer.ts). */
    latchFrameTestUrl: string
  }
}

const FIRST_PORT = 9340
const LAST_PORT = 9359
const HARNESS = fileURLToPath(new URL('./frameHarness.ts', import.meta.url))

let harnessBundle: Promise<string> | undefined

function bundleHarness(): Promise<string> {
  harnessBundle ??= import('esbuild').then(async ({ build }) => {
    const result = await build({
      entryPoints: [HARNESS],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      conditions: ['latch:source', 'module', 'browser'],
      logLevel: 'silent',
    })
    return result.outputFiles[0]?.text ?? ''
  })
  return harnessBundle
}

const page = (body: string, script = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><title>test</title></head><body>${body}<script type="module">${script}</script></body></html>`

// JSON inside a script element: `<` escaped so no value can close the element.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function framePage(query: URLSearchParams): string {
  const hostOrigin = query.get('origin') ?? ''
  const allowed = query.get('allowed')
  const config = {
    hostOrigin,
    allowedOrigins: allowed === null ? [hostOrigin] : allowed.split(',').filter(Boolean),
    reportTo: query.get('report') ?? hostOrigin,
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>frame</title>
<script type="application/json" id="latch-frame-config">${json(config)}</script>
<script type="module" src="/frame-harness.js"></script></head><body>frame</body></html>`
}

// Posts to the parent with an explicit target (the test passes its own origin): delivery then
// depends only on the receiver's checks.
const PAGES: Record<string, (query: URLSearchParams, port: number) => string> = {
  // Never says ready.
  '/silent/': () => page('silent'),
  // Says ready like the frame, from wherever it is served, and reports what it receives.
  '/fake-ready.html': (query) =>
    page(
      'fake',
      `const target = ${json(query.get('target'))}
addEventListener('message', (event) => parent.postMessage({ type: 'fake-got', data: event.data?.type ?? null, ports: event.ports.length }, target))
parent.postMessage({ type: 'latch:frame-ready', version: 1 }, target)`,
    ),
  // Says ready as the frame at this origin, then leaves for another origin (the reporter).
  '/ready-then-leave/': (query, port) =>
    page(
      'leaving',
      `const origin = ${json(query.get('origin'))}
parent.postMessage({ type: 'latch:frame-ready', version: 1 }, origin)
location.href = 'http://localhost:${port}/reporter.html?report=' + encodeURIComponent(origin)`,
    ),
  // Reports its load and every message it gets to the parent.
  '/reporter.html': (query) =>
    page(
      'reporter',
      `const report = ${json(query.get('report'))}
addEventListener('message', (event) => parent.postMessage({ type: 'reporter-got', data: event.data?.type ?? null }, report))
parent.postMessage({ type: 'reporter-loaded' }, report)`,
    ),
  // Another site in the same page: on command, tries to connect to a frame by its index in the
  // top window, or frames the frame itself; reports what it gets back.
  '/attacker.html': (query) =>
    page(
      'attacker',
      `const report = ${json(query.get('report'))}
const tell = (message) => parent.postMessage({ type: 'attacker', ...message }, report)
addEventListener('message', (event) => {
  const command = event.data
  if (command?.cmd === 'connect') {
    const channel = new MessageChannel()
    channel.port1.onmessage = (answer) => tell({ got: answer.data })
    parent.frames[command.frameIndex].postMessage({ type: 'latch:connect', nonce: crypto.randomUUID() }, command.frameOrigin, [channel.port2])
    tell({ sent: true })
  } else if (command?.cmd === 'embed') {
    addEventListener('message', (inner) => {
      if (inner.source === frame.contentWindow) tell({ fromFrame: inner.data })
    })
    const frame = document.createElement('iframe')
    frame.src = command.src
    document.body.append(frame)
    tell({ embedded: true })
  }
})
tell({ loaded: true })`,
    ),
}

function handle(port: number) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`)
    const send = (status: number, type: string, body: string, headers = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers })
      response.end(body)
    }
    try {
      if (url.pathname === '/frame-harness.js') {
        return send(200, 'text/javascript; charset=utf-8', await bundleHarness())
      }
      if (url.pathname === '/frame/')
        return send(200, 'text/html; charset=utf-8', framePage(url.searchParams))
      // The frame URL answers with a redirect to the same frame at another origin.
      if (url.pathname === '/redirect/') {
        return send(302, 'text/plain', 'moved', {
          location: `http://localhost:${port}/frame/${url.search}`,
        })
      }
      const render = PAGES[url.pathname]
      if (render) return send(200, 'text/html; charset=utf-8', render(url.searchParams, port))
      send(404, 'text/plain', 'not found')
    } catch (error) {
      send(500, 'text/plain', String(error))
    }
  }
}

async function listen(): Promise<{ server: Server; port: number }> {
  for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
    const server = createServer(handle(port))
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (bound) return { server, port }
  }
  throw new Error(`frameTestServer: no free port in ${FIRST_PORT}–${LAST_PORT}`)
}

export default async function setup(project: TestProject) {
  const { server, port } = await listen()
  project.provide('latchFrameTestUrl', `http://127.0.0.1:${port}`)
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
