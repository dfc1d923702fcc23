import { expect, type Page, test } from '@playwright/test'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton, short } from './support/accounts.ts'

// SPEC §2 ProfileWallets and §4 (several connections per namespace) against `npm start`'s stack:
// the demo's two EVM test wallets (`?wallet=dev,dev2`), both asking before they connect
// (`policy=prompt`), so a switch that asked either wallet would show its prompt.
type DevWallet = { rdns: string; name: string; address: string }
const DEV: DevWallet = {
  rdns: 'dev.latch.testwallet',
  name: 'Latch Test Wallet',
  address: DEVNET_ACCOUNTS[0]!.address,
}
const DEV2: DevWallet = {
  rdns: 'dev.latch.testwallet2',
  name: 'Latch Test Wallet 2',
  address: DEVNET_ACCOUNTS[1]!.address,
}

/** How often each wallet was asked for access (`eth_requestAccounts`, the prompting call). */
const accessRequests = (page: Page) =>
  page.evaluate(
    (ids) =>
      ids.map(
        (id) =>
          (window.__latchTestWallets?.[id]?.requests ?? []).filter(
            (method) => method === 'eth_requestAccounts',
          ).length,
      ),
    [DEV.rdns, DEV2.rdns],
  )

/** The wallet's own prompt: approve it. */
async function approvePrompt(page: Page) {
  const prompt = page.getByRole('alertdialog')
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt).toBeHidden()
}

/** Picks `wallet` in the open Connect view and approves its prompt; the modal closes. */
async function pick(page: Page, wallet: DevWallet) {
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: new RegExp(`^${wallet.name}(?! 2)`) }).click()
  await approvePrompt(page)
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeHidden()
  await expect(accountButton(page, wallet.address)).toBeVisible()
}

/** From the account button: Account, then its wallet line to ProfileWallets. */
async function openWallets(page: Page, shown: DevWallet) {
  await accountButton(page, shown.address).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: `Wallets: connected with ${shown.name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Wallets' })
  await expect(dialog.getByRole('list', { name: 'EVM wallets' })).toBeVisible()
  return dialog
}

test('two EVM wallets: both listed, switching prompts neither, a reload keeps both and the active one, disconnecting one leaves the other', async ({
  page,
}, testInfo) => {
  await page.goto('/?wallet=dev,dev2&policy=prompt&solana=0')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await pick(page, DEV)

  // The second wallet, added from ProfileWallets.
  let dialog = await openWallets(page, DEV)
  await dialog.getByRole('button', { name: 'Add wallet' }).click()
  await pick(page, DEV2)

  dialog = await openWallets(page, DEV2)
  const row = (wallet: DevWallet) => dialog.locator(`[data-connector="${wallet.rdns}"]`)
  await expect(row(DEV)).toContainText(DEV.name)
  await expect(row(DEV)).toContainText(short(DEV.address))
  await expect(row(DEV)).toHaveAttribute('data-relation', 'active')
  await expect(row(DEV2)).toContainText(short(DEV2.address))
  await expect(row(DEV2)).toHaveAttribute('aria-current', 'true')
  await expect(row(DEV2)).toContainText('Connected')
  const asked = await accessRequests(page)
  expect(asked).toEqual([1, 1])

  const shots = testInfo.outputPath('profile-wallets.png')
  await page.screenshot({ path: shots })
  await testInfo.attach('profile-wallets', { path: shots, contentType: 'image/png' })

  // Switch both ways: no prompt, no access request; the account button follows.
  await dialog.getByRole('button', { name: `Switch to ${DEV.name}`, exact: true }).click()
  await expect(row(DEV)).toHaveAttribute('aria-current', 'true')
  await expect(accountButton(page, DEV.address)).toBeAttached()
  await dialog.getByRole('button', { name: `Switch to ${DEV2.name}` }).click()
  await expect(row(DEV2)).toHaveAttribute('aria-current', 'true')
  await dialog.getByRole('button', { name: `Switch to ${DEV.name}`, exact: true }).click()
  await expect(row(DEV)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await accessRequests(page)).toEqual(asked)

  // A reload: both listed, the same one (dev) connected, nobody asked.
  await page.reload()
  dialog = await openWallets(page, DEV)
  await expect(row(DEV)).toHaveAttribute('aria-current', 'true')
  await expect(row(DEV2)).toHaveAttribute('data-relation', 'active')
  expect(await accessRequests(page)).toEqual([0, 0])

  // Disconnect the connected one: the other becomes connected, still without a prompt.
  await dialog.getByRole('button', { name: `Disconnect ${DEV.name}`, exact: true }).click()
  await expect(row(DEV)).toHaveCount(0)
  await expect(row(DEV2)).toHaveAttribute('aria-current', 'true')
  await expect(accountButton(page, DEV2.address)).toBeAttached()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(await accessRequests(page)).toEqual([0, 0])
})
