import { expect, type Page, test } from '@playwright/test'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton } from './support/accounts.ts'

// P14 connectors against `npm start`: one wallet on two chain families is one row (MULTI_CHAIN),
// and the demo's own connector (EXTERNAL) is listed, connects and is restored like the others.

type Latch = {
  getState(): { accounts: Record<string, { status?: string } | undefined> }
  open(parameters: { view: 'Connect' }): Promise<void>
}
const statusOf = (page: Page, namespace: string) =>
  page.evaluate(
    (key) => (window as unknown as { latch: Latch }).latch.getState().accounts[key]?.status,
    namespace,
  )

const shot = async (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`) })

test('the test wallet on EVM and Solana is one row; it connects EVM, then Solana, through that row', async ({
  page,
}) => {
  await page.goto('/?wallet=dev&policy=approve')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallets = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
  const row = wallets.getByRole('button', { name: /^Latch Test Wallet\b/ })
  await expect(row).toHaveText(/^Latch Test WalletEVM · SolanaInstalled$/)
  await expect(row).toHaveCount(1)
  await shot(page, 'multi-chain-row')

  await row.click()
  const chooser = page
    .getByRole('dialog', { name: 'Latch Test Wallet' })
    .getByRole('list', { name: 'Network families' })
  // Named by their text: the family's monogram beside it is decoration.
  await expect(chooser.getByRole('button')).toHaveCount(2)
  await expect(chooser.getByRole('button', { name: 'Solana', exact: true })).toBeVisible()
  await shot(page, 'choose-family')
  await chooser.getByRole('button', { name: 'EVM', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await statusOf(page, 'eip155')).toBe('connected')
  expect(await statusOf(page, 'solana')).not.toBe('connected')

  // The site opens Connect again: the same row now offers the family not yet connected.
  await page.evaluate(() => (window as unknown as { latch: Latch }).latch.open({ view: 'Connect' }))
  await row.click()
  await expect(chooser.getByText('Connected')).toBeVisible()
  await expect(chooser.getByRole('button')).toHaveCount(1)
  await shot(page, 'choose-family-one-connected')
  await chooser.getByRole('button', { name: 'Solana', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await statusOf(page, 'solana')).toBe('connected')
  expect(await statusOf(page, 'eip155')).toBe('connected')
})

test('the demo’s own connector is listed under the external group, connects, and survives a reload', async ({
  page,
}) => {
  const address = DEVNET_ACCOUNTS[3]!.address
  await page.goto('/?policy=approve')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const row = dialog.locator('.latch-wallet[data-group=external]')
  await expect(row).toHaveText('Demo Hardware Wallet')
  await shot(page, 'external-row')
  await row.click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page, address)).toBeVisible()

  await page.reload()
  await expect(accountButton(page, address)).toBeVisible()
  await accountButton(page, address).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByText('Connected with Demo Hardware Wallet'),
  ).toBeVisible()
  await shot(page, 'external-account')
})
