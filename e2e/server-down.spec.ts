import { expect, test } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton } from './support/accounts.ts'

// The kit with its server unreachable (P15): the demo pointed at a port nothing listens on
// (`?server=`), the devnet up. What needs no server keeps working — an injected wallet connects
// and its balance comes from the chain — and what needs it says it is unavailable.
const DEAD_SERVER = 'http://127.0.0.1:9499'
const anvil = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const QUANTITY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})

test('server down: the injected wallet connects, the balance comes from the chain, server features say they are unavailable', async ({
  page,
}) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`/?wallet=dev&policy=approve&solana=0&server=${encodeURIComponent(DEAD_SERVER)}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  // SPEC §8: the project configuration could not be read.
  await expect(connect.getByText('Server Error', { exact: true })).toBeVisible()
  await connect.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()

  const balance = QUANTITY.format(
    formatEther(await anvil.getBalance({ address: ACCOUNT })) as Intl.StringNumericLiteral,
  )
  await accountButton(page, ACCOUNT).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.locator('.latch-profile-balance')).toHaveText(`${balance} ETH`)
  // The token list is the server's: unavailable, not "No tokens yet".
  const tokens = account.getByRole('tabpanel', { name: 'Tokens' })
  await expect(tokens.getByText('Token balances unavailable')).toBeVisible()
  await expect(page.getByText('Token Balance Unavailable')).toBeVisible()

  // A reload restores the connection from storage and the wallet, with no server either.
  await page.reload()
  await expect(accountButton(page, ACCOUNT)).toBeVisible()
  expect(pageErrors).toEqual([])
})
