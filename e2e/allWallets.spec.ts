import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, type Page, type Request, test } from '@playwright/test'

// AllWallets in the demo against a REAL @latch/server with a 10,000-wallet synthetic directory.
// The spec starts its own server (in memory, no chains, free port) and points the demo at it
// with `?server=<url>`; `npm start`'s server on 8787 is left alone.

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// Run in a child process: the server's sources load through the `latch:source` condition.
const SERVER_SCRIPT = `
import { startServer } from './packages/server/src/exports/index.ts'
const server = await startServer({ port: 0, directory: 'synthetic:10000', relay: false })
console.log(JSON.stringify({ url: server.url }))
const stop = () => server.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
// The runner's worker may go away without its afterAll (a crash): stdin closing ends the server.
process.stdin.on('close', stop)
process.stdin.resume()
`

let server: { url: string; child: ChildProcess }

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const child = spawn(
    process.execPath,
    ['--conditions=latch:source', '--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{"url"'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
  })
  server = { url, child }
})

test.afterAll(async () => {
  if (!server || server.child.exitCode !== null) return
  server.child.kill('SIGTERM')
  await once(server.child, 'exit')
})

const isDirectoryCall = (request: Request) => request.url().startsWith(`${server.url}/getWallets?`)
const param = (request: Request, name: string) => new URL(request.url()).searchParams.get(name)

/** Opens the demo on the spec's server and goes Connect → All Wallets; records every call. */
async function openAllWallets(page: Page) {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (isDirectoryCall(request)) calls.push(request)
  })
  await page.goto(`/?server=${encodeURIComponent(server.url)}`)
  const recommended = page.waitForResponse(
    (response) =>
      isDirectoryCall(response.request()) && param(response.request(), 'entries') === '4',
  )
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const { count } = (await (await recommended).json()) as { count: number }
  expect(count).toBeGreaterThan(1_000)
  const dialog = page.getByRole('dialog')
  const allWallets = dialog.getByRole('button', { name: /^All Wallets/ })
  // The row carries the directory's count (SPEC §2 connector groups, the directory part).
  await expect(allWallets).toHaveText(`All Wallets${count.toLocaleString('en-US')}`)
  await allWallets.click()
  await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
  const grid = dialog.getByRole('grid', { name: 'All wallets' })
  await expect(grid.getByRole('gridcell').first()).toBeVisible()
  return { calls, dialog, grid, count }
}

const pagesAsked = (calls: Request[]) =>
  calls.filter((call) => param(call, 'entries') === '40').map((call) => param(call, 'page'))

test('AllWallets lists the 10,000-wallet directory, loading pages of 40 as the visitor scrolls', async ({
  page,
}) => {
  const { calls, dialog, grid } = await openAllWallets(page)
  expect(pagesAsked(calls)).toEqual(['1'])
  await grid.hover()
  // Scrolling asks for the next pages, each once and in order (how many a wheel step crosses
  // depends on the machine's speed, so count, don't script, the steps).
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 800)
      return pagesAsked(calls).length
    })
    .toBeGreaterThanOrEqual(3)
  const pages = pagesAsked(calls)
  expect(pages).toEqual(pages.map((_, index) => String(index + 1)))
  await expect(grid.getByRole('gridcell')).not.toHaveCount(0)
  // Virtual rows: the DOM holds what is in view, not the 120 wallets loaded.
  expect(await grid.getByRole('gridcell').count()).toBeLessThan(60)
  await expect(dialog.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
})

test('searching "rain" asks the server once, after the pause, and shows only matching wallets', async ({
  page,
}) => {
  const { calls, dialog } = await openAllWallets(page)
  const searchbox = dialog.getByRole('searchbox', { name: 'Search wallets' })
  await searchbox.click()
  await page.keyboard.type('rain', { delay: 40 })
  const results = dialog.getByRole('grid', { name: 'Wallets matching “rain”' })
  await expect(results).toBeVisible()
  await expect(dialog.getByText(/^\d+ wallets found$/)).toBeAttached()
  const searches = calls.filter((call) => param(call, 'search') !== null)
  expect(searches.map((call) => param(call, 'search'))).toEqual(['rain'])
  expect(param(searches[0]!, 'entries')).toBe('100')
  const names = await results.locator('.latch-aw-name').allTextContents()
  expect(names.length).toBeGreaterThan(4)
  for (const name of names) expect(name.toLowerCase()).toContain('rain')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`AllWallets screenshot, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    const { dialog } = await openAllWallets(page)
    // Every visible image loaded (or fell back) before the picture is taken.
    await expect(dialog.locator('.latch-aw-icon[data-state=loading]')).toHaveCount(0)
    const path = testInfo.outputPath(`all-wallets-${colorScheme}.png`)
    await dialog.screenshot({ path, animations: 'disabled' })
    await testInfo.attach(`all-wallets-${colorScheme}`, { path })
  })
}
