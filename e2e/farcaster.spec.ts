import { farcasterApprove } from '@latch/devnet/testing'
import { expect, type Page, test } from '@playwright/test'
import { DEMO, expectConnected, openAccount, signOut } from './support/embedded.ts'
import { PARTITIONED_LAUNCH } from './support/partitionedChromium.ts'

// Issue P10's Farcaster login against the `npm start` stack: the demo's Connect view, the
// server's /embedded/v1/farcaster routes on the frame origin, the devnet's relay stand-in on
// 127.0.0.1:8794 (its approval page, and `farcasterApprove`, the test Farcaster client).
test.use({ launchOptions: PARTITIONED_LAUNCH })

const RELAY = 'http://127.0.0.1:8794'

/** Connect Wallet → 'Continue with Farcaster': the view with the QR code and the link. */
async function startFarcaster(page: Page) {
  if (!(await page.getByRole('dialog', { name: 'Connect Wallet' }).isVisible())) {
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
  }
  const popups: unknown[] = []
  page.on('popup', (popup) => popups.push(popup))
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with Farcaster' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Farcaster' })
  await expect(dialog.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible()
  const link = dialog.getByRole('link', { name: 'Open in Farcaster' })
  const url = (await link.getAttribute('href')) as string
  expect(url.startsWith(`${RELAY}/~/siwf?channelToken=`)).toBe(true)
  await expect(dialog.locator('.latch-qr')).toHaveAttribute('data-value', url)
  // SPEC §4: a URL with no popup.
  expect(popups).toEqual([])
  return { dialog, url }
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate(
    (themeMode) =>
      (window as unknown as { latch: { setThemeMode(m: string): void } }).latch.setThemeMode(
        themeMode,
      ),
    mode,
  )

test.describe('Farcaster login (P10)', () => {
  test('the QR code and link; approved on the relay page as @ada: connected, the username shown', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto(DEMO)
    const { dialog, url } = await startFarcaster(page)
    await expect(dialog.getByText('Waiting for your approval in Farcaster…')).toBeVisible()
    await expect(dialog.locator('.latch-qr')).toHaveAttribute('data-state', 'ready')
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode)
      await page.waitForTimeout(300)
      await dialog.screenshot({ path: testInfo.outputPath(`farcaster-${mode}.png`) })
    }
    await setTheme(page, 'light')

    // A person with the link (the QR code's content) approves on the stand-in's page.
    const phone = await context.newPage()
    await phone.goto(url)
    await expect(phone.getByText('127.0.0.1:5173 asks you to sign in with Farcaster')).toBeVisible()
    await phone.getByRole('button', { name: /Approve as @ada/ }).click()
    await expect(phone.getByText('as @ada')).toBeVisible()
    await phone.close()

    const first = await expectConnected(page)
    expect(first.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const account = await openAccount(page)
    await expect(account.locator('.latch-profile-name')).toHaveText('ada')
    await account.screenshot({ path: testInfo.outputPath('farcaster-account.png') })
    await signOut(page)

    // The same FID again, through the test client: the same wallet.
    const again = await startFarcaster(page)
    await farcasterApprove({ url: again.url, fid: 3001 })
    expect(await expectConnected(page)).toEqual(first)
    await signOut(page)
  })

  test("a declined channel: 'Failed to connect to farcaster', Try again gives a new one; the modal stays usable", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto(DEMO)
    const { dialog, url } = await startFarcaster(page)
    await farcasterApprove({ url, decision: 'reject' })
    await expect(dialog.getByRole('alert')).toHaveText('Failed to connect to farcaster')
    for (const mode of ['light', 'dark'] as const) {
      await setTheme(page, mode)
      await page.waitForTimeout(300)
      await dialog.screenshot({ path: testInfo.outputPath(`farcaster-error-${mode}.png`) })
    }
    await setTheme(page, 'light')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    const link = dialog.getByRole('link', { name: 'Open in Farcaster' })
    await expect(link).toBeVisible()
    const next = (await link.getAttribute('href')) as string
    expect(next).not.toBe(url)

    // Closed: the wait ends; the modal works (another Farcaster login connects).
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    const retry = await startFarcaster(page)
    await farcasterApprove({ url: retry.url, fid: 3002 })
    const grace = await expectConnected(page)
    expect(grace.evm).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await signOut(page)
  })
})
