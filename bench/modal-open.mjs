#!/usr/bin/env node
// Click → Connect view, in headless Chromium against the production build of the demo.
// Prints the median of 10 runs for: click → dialog visible (first frame painted), click → view
// fully shown (animations done), DOM nodes with the modal open, JS heap after GC, and the
// JS the page loads (gzip). Figures, not assertions: budgets live in size-limit.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts'

const RUNS = 10
const PORT = 4399
const root = new URL('..', import.meta.url).pathname
const executablePath = CHROMIUM_PATH
const args = CHROMIUM_ARGS

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', 'bench/app', '--logLevel', 'error'],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
if (build.status !== 0) process.exit(1)

const assets = join(root, 'bench/app/dist/assets')
const jsGzip = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file))).length }))

const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    'bench/app',
    '--port',
    String(PORT),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ],
  { cwd: root, stdio: 'ignore' },
)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
try {
  const url = `http://127.0.0.1:${PORT}/`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break
    } catch {}
    await sleep(100)
  }
  const browser = await chromium.launch({ executablePath, args })
  const inDom = []
  const visible = []
  const settled = []
  const nodes = []
  const heap = []
  let loadedJs = 0
  let pageLoadJs = 0
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const atLoad = [...scripts]
    const figures = await page.evaluate(async () => {
      // The button lives in its own shadow root: search every open root.
      const roots = [
        document,
        ...[...document.querySelectorAll('*')].flatMap((el) =>
          el.shadowRoot ? [el.shadowRoot] : [],
        ),
      ]
      const button = roots
        .flatMap((root) => [...root.querySelectorAll('button')])
        .find((b) => b.textContent?.includes('Connect Wallet'))
      const host = document.querySelector('[data-latch-modal]')
      const isShown = () =>
        host?.shadowRoot?.querySelector('dialog[open]')?.getAttribute('data-view') === 'Connect'
      const start = performance.now()
      button.click()
      // Wait for the DOM to show the view (no frame-sized polling), then for the next paint.
      if (!isShown()) {
        await new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (isShown()) {
              observer.disconnect()
              resolve()
            }
          })
          observer.observe(host.shadowRoot, { subtree: true, childList: true, attributes: true })
        })
      }
      const inDom = performance.now() - start
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const shown = performance.now() - start
      const animations = host.shadowRoot.getAnimations()
      const ends = await Promise.all(
        animations.map((animation) =>
          animation.finished.then(
            () =>
              `${animation.animationName ?? animation.transitionProperty}:${(performance.now() - start).toFixed(0)}`,
            () => 'cancelled',
          ),
        ),
      )
      if (globalThis.__benchDebug === undefined) globalThis.__benchDebug = ends
      const done = performance.now() - start
      const count = (node) =>
        1 +
        [...node.childNodes].reduce((sum, child) => sum + count(child), 0) +
        (node.shadowRoot ? count(node.shadowRoot) : 0)
      return {
        inDom,
        shown,
        done,
        nodes: count(document.documentElement),
        ends: globalThis.__benchDebug,
      }
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    inDom.push(figures.inDom)
    if (process.env.BENCH_DEBUG) console.log(figures.ends)
    visible.push(figures.shown)
    settled.push(figures.done)
    nodes.push(figures.nodes)
    heap.push(usedSize / 1024 / 1024)
    loadedJs = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0)
    pageLoadJs = (await Promise.all(atLoad)).reduce((sum, size) => sum + size, 0)
    await context.close()
  }
  await browser.close()
  const loadedGzip = jsGzip.reduce((sum, asset) => sum + asset.gzip, 0)
  console.log(
    `modal-open (median of ${RUNS} runs, headless Chromium, minimal app: one button, mainnet, evmAdapter; production build)`,
  )
  console.log(`  click → Connect view in the DOM: ${median(inDom).toFixed(1)} ms`)
  console.log(`  click → first paint of the view: ${median(visible).toFixed(1)} ms`)
  console.log(`  click → view fully shown:       ${median(settled).toFixed(1)} ms`)
  console.log(`  DOM nodes with the modal open:  ${median(nodes)}`)
  console.log(`  JS heap after GC:               ${median(heap).toFixed(2)} MB`)
  console.log(
    `  app JS built (all chunks):     ${(loadedGzip / 1024).toFixed(1)} kB gzip in ${jsGzip.length} file(s)`,
  )
  console.log(
    `  JS at page load:                ${(pageLoadJs / 1024).toFixed(1)} kB gzip (react + react-dom included)`,
  )
  console.log(
    `  JS after opening the modal:     ${(loadedJs / 1024).toFixed(1)} kB gzip (views preloaded on open)`,
  )
} finally {
  server.kill()
}
