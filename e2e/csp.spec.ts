import { expect, type Page, test } from '@playwright/test'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton } from './support/accounts.ts'

// The built demo is served with a strict Content-Security-Policy (apps/demo/strictCsp.ts): no
// inline script, no eval, styles only from its origin or with the page's nonce, which the demo
// hands the kit (`createLatch({ nonce })`). The whole flow must run without one violation.
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

const violations = (page: Page) => page.evaluate(() => window.__cspViolations)

test('under the strict CSP: connect the test wallet, Account, Receive (QR code), no violation', async ({
  page,
}, testInfo) => {
  // Every violation of the page and of the modal's shadow roots (the event is composed).
  await page.addInitScript(() => {
    const seen: string[] = []
    window.__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const response = await page.goto('/?wallet=dev&policy=approve&solana=0')
  const csp = response?.headers()['content-security-policy'] ?? ''
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]
  expect(scriptSrc).toBe("'self'")
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/)
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  // Styles blocked (a <style> without the nonce) show here already, before any click.
  expect(await violations(page), 'violations with the Connect view open').toEqual([])
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await accountButton(page, ACCOUNT).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Receive', exact: true }).click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  await expect(receive.locator('svg[role=img]')).toBeVisible()
  await expect(receive.getByText(ACCOUNT)).toBeVisible()
  // Styled: the kit's sheets applied (a blocked <style> leaves the dialog unstyled).
  const styles = await page.evaluate(() => {
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce
    const roots = [...document.querySelectorAll('[data-latch-modal], [data-latch-button]')]
    const sheets = roots.flatMap((host) => [...(host.shadowRoot?.querySelectorAll('style') ?? [])])
    return { nonce, count: sheets.length, nonces: [...new Set(sheets.map((s) => s.nonce))] }
  })
  expect(styles.count).toBeGreaterThan(1)
  expect(styles.nonces).toEqual([styles.nonce])
  await page.screenshot({ path: testInfo.outputPath('csp-receive.png') })

  expect(await violations(page)).toEqual([])
})
