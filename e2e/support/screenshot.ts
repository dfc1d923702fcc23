import type { Page, TestInfo } from '@playwright/test'

/**
 * A full-page picture attached to the report as `name`. Waits for the view and height
 * transitions (≤ 150 ms) first: a picture mid-fade misleads.
 */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(400)
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}
