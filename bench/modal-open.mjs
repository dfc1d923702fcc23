#!/usr/bin/env node
// Click → Connect view, in headless Chromium against the production build of the demo.
// Prints the median of 10 runs for: click → dialog visible (first frame painted), click → view
// fully shown (animations done), DOM nodes with the modal open, JS heap after GC, and the
// JS the page loads (gzip). Figures, not assertions: budgets live in size-limit.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'

const RUNS = 10
const PORT = 4399
const root = new URL('..', import.meta.url).pathname
const executablePath = process.env.LATCH_CHROMIUM ?? '/usr/bin/chromium'
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync']

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', 'apps/demo', '--logLevel', 'error'], {
  cwd: root,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(1)

const assets = join(root, 'apps/demo/dist/assets')
const jsGzip = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(assets, file))).length }))

const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', 'apps/demo', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' })
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
try {
  const url = `http://127.0.0.1:${PORT}/`
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) break } catch {}
    await sleep(100)
  }
  const browser = await chromium.launch({ executablePath, args })
  const visible = []
  const settled = []
  const nodes = []
  const heap = []
  let loadedJs = 0
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    let bytes = 0
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bytes += gzipSync(await response.body()).length
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    const figures = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Connect Wallet'))
      const host = document.querySelector('[data-latch-modal]')
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
      const start = performance.now()
      button.click()
      let dialog
      for (;;) {
        dialog = host?.shadowRoot?.querySelector('dialog[open]')
        if (dialog?.getAttribute('data-view') === 'Connect') break
        await frame()
      }
      await frame()
      const shown = performance.now() - start
      await Promise.all(host.shadowRoot.getAnimations().map((animation) => animation.finished.catch(() => {})))
      const done = performance.now() - start
      const count = (node) => 1 + [...node.childNodes].reduce((sum, child) => sum + count(child), 0) + (node.shadowRoot ? count(node.shadowRoot) : 0)
      return { shown, done, nodes: count(document.documentElement) }
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    visible.push(figures.shown)
    settled.push(figures.done)
    nodes.push(figures.nodes)
    heap.push(usedSize / 1024 / 1024)
    loadedJs = bytes
    await context.close()
  }
  await browser.close()
  const loadedGzip = jsGzip.reduce((sum, asset) => sum + asset.gzip, 0)
  console.log(`modal-open (median of ${RUNS} runs, headless Chromium, demo production build)`)
  console.log(`  click → Connect view visible:   ${median(visible).toFixed(1)} ms`)
  console.log(`  click → view fully shown:       ${median(settled).toFixed(1)} ms`)
  console.log(`  DOM nodes with the modal open:  ${median(nodes)}`)
  console.log(`  JS heap after GC:               ${median(heap).toFixed(2)} MB`)
  console.log(`  demo JS built (all chunks):     ${(loadedGzip / 1024).toFixed(1)} kB gzip in ${jsGzip.length} file(s)`)
  console.log(`  JS loaded by the page:          ${(loadedJs / 1024).toFixed(1)} kB gzip (page load + open)`)
} finally {
  server.kill()
}
