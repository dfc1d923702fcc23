import { expect, type Page, test } from '@playwright/test'

// The Connect view's two layout flags, switched on from the demo's settings panel, against
// `npm start`'s stack with the test wallet in the page.

async function openConnect(page: Page, setting: string) {
  await page.getByRole('form', { name: 'Modal settings' }).getByLabel(setting).check()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  return page.getByRole('dialog', { name: 'Connect Wallet' })
}

test('legalCheckbox: no way to connect can be chosen until the box is ticked; the acceptance is remembered after a reload', async ({
  page,
}, testInfo) => {
  // Dark here, light in the other test: the screenshots cover both.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/?wallet=dev&policy=approve&solana=0')
  let dialog = await openConnect(page, 'Terms checkbox before connecting')
  const box = () =>
    dialog.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })
  const wallet = () => dialog.getByRole('button', { name: /^Latch Test Wallet\b/ })
  await expect(box()).not.toBeChecked()
  await expect(wallet()).toBeDisabled()
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeDisabled()
  await expect(dialog.getByRole('textbox', { name: /email/i })).toBeDisabled()
  const terms = dialog.getByRole('link', { name: 'Terms of Service' })
  await expect(terms).toHaveAttribute('href', /\/terms\.html$/)
  await expect(terms).toHaveAttribute('target', '_blank')
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    /\/privacy\.html$/,
  )
  await page.screenshot({ path: testInfo.outputPath('connect-legal-unticked.png') })

  await box().check()
  await expect(wallet()).toBeEnabled()
  await expect(dialog.getByRole('textbox', { name: /email/i })).toBeEnabled()

  await page.reload()
  dialog = await openConnect(page, 'Terms checkbox before connecting')
  await expect(box()).toBeChecked()
  await wallet().click()
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('collapseWallets: one "Continue with a wallet" row opens the wallet list', async ({
  page,
}, testInfo) => {
  await page.goto('/?wallet=dev&policy=approve&solana=0')
  const dialog = await openConnect(page, 'Collapse wallets into one row')
  const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(wallets).toHaveText(['Continue with a wallet'])
  // Email and social stay on the Connect view.
  await expect(dialog.getByRole('textbox', { name: /email/i })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('connect-collapsed.png') })
  await wallets.first().click()
  await expect(dialog.getByRole('button', { name: /^Latch Test Wallet\b/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: /email/i })).toHaveCount(0)
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
})
