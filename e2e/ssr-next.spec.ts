import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton, short } from './support/accounts.ts'

// Server rendering (docs/ssr.md): the Next.js example (apps/next-example), built and started here
// on :9470 against `npm start`'s stack. A connected visitor reloads: the server's HTML already
// holds the account, the page never paints "Connect Wallet", and hydration logs nothing.
const ORIGIN = 'http://127.0.0.1:9470'
const APP = fileURLToPath(new URL('../apps/next-example/', import.meta.url))
const NEXT = fileURLToPath(new URL('../node_modules/.bin/next', import.meta.url))
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

let server: ChildProcess | undefined

/** Runs `next <args>` in the example; rejects with its output when it fails. */
function next(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NEXT, args, { cwd: APP, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(output))))
  })
}

test.beforeAll(async () => {
  // A production build (~30–50 s on a 2-core machine), then `next start` (~1 s).
  test.setTimeout(150_000)
  await next(['build'])
  // Its own process group, so that stopping it stops next-server too.
  server = spawn(NEXT, ['start', '--hostname', '127.0.0.1', '--port', '9470'], {
    cwd: APP,
    env,
    stdio: 'ignore',
    detached: true,
  })
  await expect
    .poll(
      () =>
        fetch(ORIGIN).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
})

test("a connected visitor's reload: the account is in the server's HTML, no Connect flash, no hydration warning", async ({
  page,
}) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // What every frame paints in the buttons, from the document's start (requestAnimationFrame
  // runs before each paint; the server's buttons are declarative shadow roots).
  await page.addInitScript(() => {
    const painted: string[] = []
    ;(window as unknown as { __painted: string[] }).__painted = painted
    const frame = () => {
      const text = [...document.querySelectorAll('[data-latch-button]')]
        .map((host) => host.shadowRoot?.querySelector('button')?.textContent)
        .join('|')
      if (text && painted.at(-1) !== text) painted.push(text)
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })

  await page.goto(`${ORIGIN}/?wallet=dev&policy=approve`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page, ACCOUNT)).toBeVisible()
  await expect(page.getByTestId('status')).toHaveText('Status: connected')
  problems.length = 0

  const response = await page.reload()
  const html = await response!.text()
  // The server rendered the visitor's account: in the first HTML, before any script ran.
  expect(html).toContain(short(ACCOUNT))
  expect(html).not.toContain('Connect Wallet')
  // The wallet answers again: the connection is restored.
  await expect(page.getByTestId('status')).toHaveText('Status: connected')
  await expect(accountButton(page, ACCOUNT)).toBeVisible()
  const painted = await page.evaluate(
    () => (window as unknown as { __painted: string[] }).__painted,
  )
  expect(painted[0]).toContain(short(ACCOUNT))
  expect(painted.join('\n')).not.toMatch(/Connect Wallet|Connecting…/)
  expect(problems).toEqual([])
})
