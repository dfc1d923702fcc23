import { expect, test } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { DEVNET_RPC_URL } from './ports.ts'

// A site built from the kit's tarballs (setup.ts), not from the workspace: the modal, its
// on-demand views and the EIP-6963 test wallet must all work from what `npm pack` ships.
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const short = `${ACCOUNT.slice(0, 4)}…${ACCOUNT.slice(-6)}`

/** SPEC §5: 3 decimals, en-US grouping. */
function formatEth(wei: bigint): string {
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  return `${format.format(formatEther(wei) as Intl.StringNumericLiteral)} ETH`
}

test('the packed kit connects the test wallet through the modal, shows the account, disconnects', async ({
  page,
}) => {
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  await page.goto('/')
  // The page runs the production build of the installed tarballs.
  await expect(page.locator('script[type="module"][src^="/assets/"]')).toHaveCount(1)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The directory's rows come from this app's own server (endpoints), not 127.0.0.1:8787.
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  const anvil = createPublicClient({ transport: http(DEVNET_RPC_URL) })
  const balance = formatEth(await anvil.getBalance({ address: ACCOUNT }))
  const accountButton = page.getByRole('button', { name: new RegExp(`${short}$|\\.latch$`) })
  await expect(accountButton).toHaveText(new RegExp(`^${balance.replace(/[.]/g, '\\.')}`))

  await accountButton.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(short, { exact: true })).toBeVisible()
  await account.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(pageErrors).toEqual([])
})
