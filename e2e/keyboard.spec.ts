import { expect, type JSHandle, type Locator, type Page, test } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton as accountButtonOf } from './support/accounts.ts'

// Keyboard-only flows (docs/accessibility.md): connect, switch network, send and disconnect. Only page.keyboard drives the
// page here; the DOM is read (the focused element through shadow roots, roles and names) to
// assert, never clicked or focused by the test.
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
/** Chain 31338 of the devnet, where the send goes (after the switch). */
const devnet2 = createPublicClient({ transport: http('http://127.0.0.1:8546') })

/** What has focus, found through shadow roots, as far as the assertions need it. */
type Focused = {
  tag: string
  name: string
  /** The title of the open dialog around it (its first `aria-labelledby`), '' outside any. */
  dialog: string
  /**
   * Matches `:focus-visible` and shows it: an outline, or a shadow on it or (inputs) its field.
   */
  ring: boolean
}

const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement
    if (!el || el === document.body) return null
    const dialog = el.closest('dialog[open]')
    const shows = (node: Element) => {
      const style = getComputedStyle(node)
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
      return outline || style.boxShadow !== 'none'
    }
    const field = el.matches('input, textarea') ? el.parentElement : null
    return {
      tag: el.tagName.toLowerCase(),
      name: (
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim(),
      dialog: !dialog
        ? ''
        : (dialog.getAttribute('aria-label') ??
          (dialog.getRootNode() as ShadowRoot)
            .getElementById(dialog.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')
            ?.textContent?.trim() ??
          '(unnamed)'),
      ring: el.matches(':focus-visible') && (shows(el) || (!!field && shows(field))),
    }
  })

/** Whether `element` has focus, looking through shadow roots. */
const isFocused = (element: Element) => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active === element
}

/** Waits until `target` has focus (through shadow roots). */
const expectFocused = (target: Locator) =>
  expect.poll(() => target.evaluate(isFocused), { message: `${target} has focus` }).toBe(true)

/**
 * Presses `key` (Tab by default) until `target` has focus, asserting on
 * the way that focus stays in the open dialog (when one is open) with a visible indicator.
 */
async function pressTo(
  page: Page,
  target: Locator | JSHandle<Element>,
  key = 'Tab',
  max = 40,
): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i <= max; i++) {
    // Already there (a view focuses its first control) counts without a key press.
    if (i > 0) await page.keyboard.press(key)
    const now = await focused(page)
    seen.push(now ? `${now.tag} "${now.name.slice(0, 40)}" [${now.dialog}]` : '(nothing)')
    const inDialog = await page.locator('dialog[open]').count()
    if (inDialog) {
      expect(now?.dialog, `focus left the dialog: ${seen.join(' → ')}`).toBeTruthy()
      expect(now?.ring, `no focus indicator on ${seen.at(-1)}`).toBe(true)
    }
    const hit =
      'count' in target
        ? (await target.count()) === 1 && (await target.evaluate(isFocused))
        : await target.evaluate(isFocused)
    if (hit) return
  }
  throw new Error(`${target} never took focus with ${key}: ${seen.join(' → ')}`)
}

test('keyboard only: connect, Escape, switch network, send, disconnect', async ({ page }) => {
  await page.goto('/?wallet=dev&policy=approve&solana=0')
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connectButton).toBeVisible()

  // Connect: Tab to the button, Enter opens the modal with focus on the view's first control.
  await pressTo(page, connectButton)
  await page.keyboard.press('Enter')
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(connect.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  const wallet = connect.getByRole('button', { name: /^Latch Test Wallet(?! 2)/ })
  expect((await focused(page))?.dialog).toMatch(/^Connect Wallet/)
  // Tab goes round the dialog (every stop inside it, with a ring) back to the first control;
  // Shift+Tab from there goes to the last one, still inside.
  const first = await page.evaluateHandle(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active as Element
  })
  await page.keyboard.press('Tab')
  await pressTo(page, first)
  await page.keyboard.press('Shift+Tab')
  expect((await focused(page))?.dialog).toMatch(/^Connect Wallet/)
  // Escape closes it; focus is back on the button that opened it.
  await page.keyboard.press('Escape')
  await expect(connect).toBeHidden()
  await expectFocused(connectButton)

  await page.keyboard.press('Enter')
  await expect(connect.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await pressTo(page, wallet)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
  const account = accountButtonOf(page.getByRole('navigation', { name: 'Wallet' }), ACCOUNT)
  await expect(account).toBeVisible()
  // Focus came back to the button that opened the modal, now the account button.
  await expectFocused(account)

  // Switch network: Account, its Network row, the other devnet chain.
  await page.keyboard.press('Enter')
  const accountView = page.getByRole('dialog', { name: 'Account' })
  await expect(accountView).toBeVisible()
  await pressTo(page, accountView.getByRole('button', { name: 'Network Latch Devnet' }))
  await page.keyboard.press('Enter')
  const networks = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks).toBeVisible()
  await pressTo(page, networks.getByRole('button', { name: /^Latch Devnet 2\b/ }))
  await page.keyboard.press('Enter')
  // Back on Account (where the modal opened), on the new network, the page's button too.
  await expect(accountView.getByRole('button', { name: 'Network Latch Devnet 2' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Latch Devnet 2', exact: true })).toBeVisible()
  expect((await focused(page))?.dialog).toMatch(/^Account/)

  // Send 0.001 ETH on 31338 to a fresh address: Account, Send, the form, Review, Send.
  const to = privateKeyToAccount(generatePrivateKey()).address
  await pressTo(page, accountView.getByRole('button', { name: 'Send', exact: true }))
  await page.keyboard.press('Enter')
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send).toBeVisible()
  await pressTo(page, send.getByRole('textbox', { name: 'Amount' }))
  await page.keyboard.type('0.001')
  await pressTo(page, send.getByRole('textbox', { name: 'To' }))
  await page.keyboard.type(to)
  await expect(send.getByText(/^≈ [0-9.]+ ETH$/)).toBeVisible()
  await pressTo(page, send.getByRole('button', { name: 'Review' }))
  await page.keyboard.press('Enter')
  await expect(send.getByText(to)).toBeVisible()
  await pressTo(page, send.getByRole('button', { name: 'Send', exact: true }))
  await page.keyboard.press('Enter')
  await expect(send.getByText('Sent', { exact: true })).toBeVisible()
  await expect.poll(() => devnet2.getBalance({ address: to })).toBe(parseEther('0.001'))

  // Done goes back to Account; Disconnect there closes the modal.
  await pressTo(page, send.getByRole('button', { name: 'Done' }))
  await page.keyboard.press('Enter')
  await expect(accountView).toBeVisible()
  // The tab list is one Tab stop; arrow keys move between its tabs and show them.
  const tokens = accountView.getByRole('tab', { name: 'Tokens' })
  await pressTo(page, tokens)
  await page.keyboard.press('ArrowRight')
  const nfts = accountView.getByRole('tab', { name: 'NFTs' })
  await expect(nfts).toHaveAttribute('aria-selected', 'true')
  await expectFocused(nfts)
  await page.keyboard.press('ArrowLeft')
  await expect(tokens).toHaveAttribute('aria-selected', 'true')
  await pressTo(page, accountView.getByRole('button', { name: 'Disconnect' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(connectButton).toBeVisible()
  await expectFocused(connectButton)
})
