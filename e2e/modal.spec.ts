import { expect, test } from '@playwright/test'

test('Connect Wallet opens the Connect view; Escape closes it and focus returns', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.click()

  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await page.screenshot({ path: testInfo.outputPath('connect-view.png') })
  await testInfo.attach('connect-view', { path: testInfo.outputPath('connect-view.png') })

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})
