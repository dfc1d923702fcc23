import { expect, type Page, test } from '@playwright/test'
import {
  DEMO,
  enterCode,
  expectConnected,
  newEmail,
  openAccount,
  signInByEmail,
  signOut,
  snapshot,
  submitEmail,
} from './support/embedded.ts'
import { waitForCode, waitForDeviceLink, waitForMail } from './support/inbox.ts'
import { screenshot } from './support/screenshot.ts'

// Issue P10's email change (SPEC §2 UpdateEmailWallet), in the demo against `npm start`'s stack:
// both codes read from the devnet's inbox, the account shows the new address, the new email
// logs in to the same wallet and the old one no longer does (it is a new, empty account now).

/** The 6 digits of the newest mail to `email` whose subject starts with `subject`. */
async function changeCode(email: string, subject: string, since: number) {
  const mail = await waitForMail(email, subject, { since })
  const code = mail.Subject.slice(subject.length)
  if (!/^\d{6}$/.test(code) || !mail.Text.includes(code)) {
    throw new Error(`a change mail without its code: ${mail.Subject}`)
  }
  return code
}

/**
 * SPEC §5's 30 s email-login throttle is the page's own (stored time of the last email login;
 * embedded-wallet.spec.ts tests it): forgotten here so the logins that follow need no wait.
 */
const forgetLoginThrottle = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.endsWith('embedded_last_email_login_time')) localStorage.removeItem(key)
    }
  })

/** Sign-out leaves the (now empty) Account dialog open: closed, Connect Wallet can be pressed. */
async function closeModal(page: Page) {
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate(
    (themeMode) =>
      (window as unknown as { latch: { setThemeMode(m: string): void } }).latch.setThemeMode(
        themeMode,
      ),
    mode,
  )

test('email change: a code to the current address, one to the new; the account shows it; the new email logs in to the same wallet, the old one to a new one', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await page.goto(DEMO)
  const oldEmail = newEmail('change-old')
  const nextEmail = newEmail('change-new')
  const wallet = await signInByEmail(page, oldEmail)

  // Account → "Update email" (the row carries the current email).
  const account = await openAccount(page)
  const row = account.getByRole('button', { name: /Update email/ })
  await expect(row).toContainText(oldEmail)
  await row.click()
  const view = page.getByRole('dialog', { name: 'Edit Email' })
  const field = view.getByRole('textbox', { name: 'New email address' })
  await expect(field).toBeVisible()
  await screenshot(page, testInfo, 'update-email-light')
  await setTheme(page, 'dark')
  await screenshot(page, testInfo, 'update-email-dark')
  await setTheme(page, 'light')

  const since = Date.now()
  await field.fill(nextEmail)
  await view.getByRole('button', { name: 'Continue' }).click()
  await expect(view.getByText('Enter the code we sent to your current email')).toBeVisible()
  await expect(view.getByText(oldEmail, { exact: true })).toBeVisible()
  await screenshot(page, testInfo, 'update-email-current-code')
  await enterCode(page, await changeCode(oldEmail, 'Confirm your email change: ', since))

  await expect(view.getByText(nextEmail, { exact: true })).toBeVisible()
  await setTheme(page, 'dark')
  await screenshot(page, testInfo, 'update-email-new-code-dark')
  await setTheme(page, 'light')
  await enterCode(page, await changeCode(nextEmail, 'Confirm your new email: ', since))
  await expect(view.getByText(/^Email updated\./)).toBeVisible()
  await screenshot(page, testInfo, 'update-email-done')
  await view.getByRole('button', { name: 'Back to account' }).click()
  await expect(account.locator('.latch-profile-name')).toHaveAttribute('title', nextEmail)
  await expect(account.getByRole('button', { name: /Update email/ })).toContainText(nextEmail)
  expect(
    await page.evaluate(
      () =>
        (
          window as unknown as {
            latch: { getState(): { embedded: { user?: { email?: string } } } }
          }
        ).latch.getState().embedded.user?.email,
    ),
  ).toBe(nextEmail)
  // Still connected, same accounts.
  expect((await snapshot(page)).evm?.address).toBe(wallet.evm)
  await page.keyboard.press('Escape')

  // The new email logs in to the same wallet. This Chromium gives the frame no storage, so the
  // browser is a new device: the approval link first (to the new address), then a code.
  await signOut(page)
  await closeModal(page)
  await forgetLoginThrottle(page)
  const again = Date.now()
  await submitEmail(page, nextEmail)
  await expect(page.getByText('Approve this device')).toBeVisible({ timeout: 30_000 })
  const link = await waitForDeviceLink(nextEmail, { since: again })
  expect((await fetch(link)).status).toBe(200)
  await expect(page.getByText('Enter the code we sent to')).toBeVisible({ timeout: 30_000 })
  await enterCode(page, await waitForCode(nextEmail, { since: again }))
  expect(await expectConnected(page)).toEqual(wallet)

  // The old email is no longer this wallet's: a login with it is a new account, a new wallet
  // (a code straight away: no wallet to approve a device for).
  await signOut(page)
  await closeModal(page)
  await forgetLoginThrottle(page)
  const old = await signInByEmail(page, oldEmail)
  expect(old.evm).not.toBe(wallet.evm)
  expect(old.solana).not.toBe(wallet.solana)
})
