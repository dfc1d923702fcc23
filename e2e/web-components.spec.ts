import { execFile } from 'node:child_process'
import type { Server } from 'node:http'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
// @ts-expect-error: the example's plain .mjs server (no types)
import { serveExample } from '../apps/html-example/serve.mjs'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton, short } from './support/accounts.ts'

// @latch/web on a plain HTML page (apps/html-example, served on :9480) against `npm start`'s
// stack: the custom elements render the React buttons and open the same modal, on Preact.
const ROOT = new URL('..', import.meta.url).pathname
const EXAMPLE = 'http://127.0.0.1:9480'
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
let server: Server | undefined

test.beforeAll(async () => {
  // The prebuilt files, built unless current (`npm test` builds them just before, in
  // test:packages): the page loads what @latch/web publishes.
  test.setTimeout(120_000)
  await promisify(execFile)(process.execPath, ['scripts/build-web.mjs', '--if-stale'], {
    cwd: ROOT,
  })
  server = await serveExample({ port: 9480 })
})

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
})

test('the plain HTML example connects the test wallet, shows the account and disconnects', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(`${EXAMPLE}/?wallet=dev&policy=approve`)

  const connectElement = page.locator('latch-connect-button')
  const connectButton = connectElement.getByRole('button', { name: 'Connect Wallet' })
  // The modal's focus handling on Preact: Escape closes it and focus returns to the button.
  await connectButton.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connectButton).toBeFocused()

  await connectButton.click()
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  // The account element (and the connect element, which becomes the account button).
  const account = accountButton(page.locator('latch-account-button'), ACCOUNT)
  await expect(account).toBeVisible()
  await expect(accountButton(connectElement, ACCOUNT)).toBeVisible()
  await expect(page.locator('#address')).toHaveText(ACCOUNT)
  await expect(
    page.locator('latch-network-button').getByRole('button', { name: /Latch Devnet/ }),
  ).toBeVisible()

  await account.click()
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView.getByText(short(ACCOUNT), { exact: true })).toBeVisible()
  await expect(accountView.getByText('Connected with Latch Test Wallet')).toBeVisible()
  if (process.env.WEB_SHOTS) await page.screenshot({ path: `${process.env.WEB_SHOTS}/account.png` })
  await accountView.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(connectElement.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // The account element renders nothing once no account is connected.
  await expect(page.locator('latch-account-button').getByRole('button')).toHaveCount(0)
  expect(errors).toEqual([])
})
