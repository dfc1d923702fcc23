#!/usr/bin/env node
// Click → Connect view, in headless Chromium against the production build of bench/app.
// Prints the median of 10 runs for: click → view in the DOM, click → wallet list visible (first
// frame painted), click → the directory's recommended rows in the list, click → fully shown
// (rows in, every animation finished), DOM nodes with the modal open, JS heap after GC, and the
// JS the page loads (gzip) during its load (the button shows), while it idles (1 s once its
// network is quiet, as a visitor reads) and after the click, by the page's own clock. Figures, not assertions: budgets live in
// size-limit.
//
//   node bench/modal-open.mjs [--rtt 150] [--runs 10] [--port 4399]
//
// --rtt emulates a round-trip time (Chromium's network emulation, CDP
// Network.emulateNetworkConditions: every request waits that long for its response; bandwidth
// is not limited), so code that loads only after the click shows up in the figures.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config.ts'

const { values: flags } = parseArgs({
  options: {
    rtt: { type: 'string', default: '0' },
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '4399' },
  },
})
const positive = (name, min) => {
  const value = Number(flags[name])
  if (!Number.isInteger(value) || value < min) {
    console.error(`modal-open: --${name} takes a whole number ≥ ${min} (got ${flags[name]})`)
    process.exit(2)
  }
  return value
}
const RTT_MS = positive('rtt', 0)
const RUNS = positive('runs', 1)
const PORT = positive('port', 1)
// A visitor reads the page before clicking: the page idles this long once its network is quiet.
const IDLE_MS = 1000
// The network counts as quiet after this long without a request in flight.
const QUIET_MS = 500
const root = new URL('..', import.meta.url).pathname

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', 'bench/app', '--logLevel', 'error'],
  { cwd: root, stdio: 'inherit' },
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
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

/** Requests of one page in flight, and the gzip size of each script it loaded. */
function watchRequests(page) {
  const state = { inFlight: 0, lastSettled: Date.now(), scripts: [] }
  const settle = () => {
    state.inFlight--
    state.lastSettled = Date.now()
  }
  page.on('request', (request) => {
    state.inFlight++
    if (request.resourceType() !== 'script') return
    const script = { file: new URL(request.url()).pathname, gzip: 0 }
    state.scripts.push(script)
    script.done = request.response().then(
      async (response) => {
        script.gzip = response ? gzipSync(await response.body()).length : 0
      },
      () => {},
    )
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return state
}

async function networkQuiet(state) {
  while (state.inFlight > 0 || Date.now() - state.lastSettled < QUIET_MS) await sleep(50)
}

try {
  const origin = `http://127.0.0.1:${PORT}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break
    } catch {}
    await sleep(100)
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const figures = { inDom: [], visible: [], rows: [], shown: [], nodes: [], heap: [] }
  let scripts = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    // No server runs in the bench (the targets were measured with every outside host blocked):
    // a request anywhere but the app's own origin fails at once rather than reaching a stack
    // that happens to listen on the default endpoints.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (RTT_MS > 0) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: RTT_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
    }
    const requests = watchRequests(page)
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await sleep(IDLE_MS)
    await networkQuiet(requests)
    const measured = await page.evaluate(async () => {
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
      const shadow = document.querySelector('[data-latch-modal]').shadowRoot
      const isInDom = () =>
        shadow.querySelector('dialog[open]')?.getAttribute('data-view') === 'Connect'
      // The list (or its empty state, in a browser with no wallet) is what the visitor came for;
      // it is complete once the directory's recommended wallets are in it.
      const hasList = () => isInDom() && shadow.querySelector('.latch-wallets, .latch-empty')
      const hasDirectoryRows = () =>
        isInDom() && shadow.querySelector('.latch-wallet[data-group="recommended"]')
      const when = (check) => {
        let resolve
        const promise = new Promise((settle) => {
          resolve = settle
        })
        return { check, promise, resolve, at: undefined }
      }
      const waits = [when(isInDom), when(hasList), when(hasDirectoryRows)]
      const start = performance.now()
      const look = () => {
        for (const wait of waits) {
          if (wait.at === undefined && wait.check()) {
            wait.at = performance.now() - start
            wait.resolve()
          }
        }
      }
      // Wait on the DOM itself (no frame-sized polling).
      const observer = new MutationObserver(look)
      observer.observe(shadow, { subtree: true, childList: true, attributes: true })
      button.click()
      look()
      const [inDom, listed, complete] = waits
      await listed.promise
      const nextPaint = () =>
        new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      await nextPaint()
      const visible = performance.now() - start
      // Fully shown: the directory's rows are in and every animation (the entry, the body
      // growing to fit the rows) has finished.
      await complete.promise
      observer.disconnect()
      await nextPaint()
      for (;;) {
        const running = shadow.getAnimations().filter((a) => a.playState === 'running')
        if (running.length === 0) break
        await Promise.all(running.map((a) => a.finished.catch(() => {})))
      }
      const shown = performance.now() - start
      const count = (node) =>
        1 +
        [...node.childNodes].reduce((sum, child) => sum + count(child), 0) +
        (node.shadowRoot ? count(node.shadowRoot) : 0)
      return {
        clickAt: start,
        inDom: inDom.at,
        visible,
        rows: complete.at,
        shown,
        nodes: count(document.documentElement),
      }
    })
    await networkQuiet(requests)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    figures.inDom.push(measured.inDom)
    figures.visible.push(measured.visible)
    figures.rows.push(measured.rows)
    figures.shown.push(measured.shown)
    figures.nodes.push(measured.nodes)
    figures.heap.push(usedSize / 1024 / 1024)
    await Promise.all(requests.scripts.map((script) => script.done))
    // When each script was asked for, by the page's own clock: during the page's load (before
    // its load event), while it idled, or after the click.
    const timing = await page.evaluate(() => ({
      loaded: performance.getEntriesByType('navigation')[0].loadEventEnd,
      starts: performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    }))
    const starts = new Map(timing.starts)
    scripts = requests.scripts.map((script) => {
      const start = starts.get(script.file) ?? Number.POSITIVE_INFINITY
      const phase = start < timing.loaded ? 'load' : start < measured.clickAt ? 'idle' : 'click'
      return { ...script, phase }
    })
    await context.close()
  }
  await browser.close()
  const built = jsGzip.reduce((sum, asset) => sum + asset.gzip, 0)
  const phase = (name) => {
    const list = scripts.filter((script) => script.phase === name)
    const total = list.reduce((sum, script) => sum + script.gzip, 0)
    return `${kB(total)} gzip in ${list.length} file(s)`
  }
  const network = RTT_MS > 0 ? `${RTT_MS} ms round trip (emulated)` : 'loopback'
  console.log(
    `modal-open (median of ${RUNS} runs, headless Chromium, ${network}, minimal app: one button, mainnet, evmAdapter; production build)`,
  )
  console.log(`  click → Connect view in the DOM: ${median(figures.inDom).toFixed(1)} ms`)
  console.log(`  click → wallet list visible:     ${median(figures.visible).toFixed(1)} ms`)
  console.log(`  click → directory rows in:       ${median(figures.rows).toFixed(1)} ms`)
  console.log(`  click → fully shown:             ${median(figures.shown).toFixed(1)} ms`)
  console.log(`  DOM nodes with the modal open:   ${median(figures.nodes)}`)
  console.log(`  JS heap after GC:                ${median(figures.heap).toFixed(2)} MB`)
  console.log(`  app JS built (all chunks):       ${kB(built)} gzip in ${jsGzip.length} file(s)`)
  console.log(`  JS at page load (button shown):  ${phase('load')} (react + react-dom included)`)
  console.log(`  JS while the page idles:         ${phase('idle')}`)
  console.log(`  JS after the click:              ${phase('click')}`)
  if (process.env.BENCH_DEBUG) {
    for (const script of scripts)
      console.log(`    ${script.phase}\t${kB(script.gzip)}\t${script.file}`)
  }
} finally {
  server.kill()
}
