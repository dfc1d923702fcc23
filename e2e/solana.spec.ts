import { webcrypto } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import {
  DEVNET_ACCOUNTS,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_USDC,
} from '../packages/devnet/src/exports/constants.ts'
import { accountButton, short } from './support/accounts.ts'
import { screenshot } from './support/screenshot.ts'
import { base58Decode, freshSolanaAddress, getLamports, getTokenAmount } from './support/solana.ts'

// The Solana flows of the demo against `npm start`'s local Solana devnet, with the Solana side of
// the real test wallet in the page (`?wallet=dev`, Wallet Standard). Chain truth is read from the
// RPC directly, never from the page.
const SOLANA = SOLANA_DEVNET_ACCOUNTS[0]!.address
const EVM = DEVNET_ACCOUNTS[0]!.address
const SOLANA_WALLET = 'dev.latch.testwallet.solana'
const EVM_WALLET = 'dev.latch.testwallet'

/** SPEC §5: 3 decimals, en-US grouping; lamports as SOL, formatted exactly like the page. */
function formatSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0')
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  return `${format.format(`${whole}.${fraction}` as Intl.StringNumericLiteral)} SOL`
}

const wallet = (page: Page, rdns: string) =>
  page.evaluate((key) => {
    const found = window.__latchTestWallets?.[key]
    return found ? { connected: found.connected, requests: [...found.requests] } : undefined
  }, rdns)

const networkButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/**
 * From the network button, picks `network` of a family with no wallet yet: SwitchActiveChain
 * offers that family's wallets, the test wallet connects, the modal returns to Account.
 */
async function connectThroughNetworkList(
  page: Page,
  { from, network, family }: { from: string; network: string; family: 'a Solana' | 'an EVM' },
) {
  await networkButton(page, from).click()
  await networkItem(page, network).click()
  const offer = page.getByRole('dialog', { name: 'Switch Chain' })
  await expect(offer.getByText(`Connect ${family} wallet to use ${network}`)).toBeVisible()
  await offer.getByRole('button', { name: `Connect ${family} wallet` }).click()
  const wallets = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
  await wallets.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
}

/** A network of the open list, by its exact name (a "Testnet" tag may follow it). */
const networkItem = (page: Page, network: string) =>
  page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: new RegExp(`^${network}( Testnet)?$`) })

/** Opens the demo with the test wallet (approving) and connects its Solana side. */
async function connectSolana(page: Page) {
  await page.goto('/?wallet=dev&policy=approve')
  await connectThroughNetworkList(page, {
    from: 'Latch Devnet',
    network: 'Latch Solana Devnet',
    family: 'a Solana',
  })
}

/** Both sides connected: Solana first, then EVM through the network list (EVM active after). */
async function connectBoth(page: Page) {
  await connectSolana(page)
  await page.keyboard.press('Escape')
  await connectThroughNetworkList(page, {
    from: 'Latch Solana Devnet',
    network: 'Latch Devnet',
    family: 'an EVM',
  })
}

/** The demo's theme switch (Settings panel). */
const setTheme = (page: Page, mode: 'Light' | 'Dark') =>
  page.getByRole('radio', { name: mode }).check()

test('connects the Solana side of the test wallet: base58 address shortened, the SOL balance the RPC reports', async ({
  page,
}, testInfo) => {
  await connectSolana(page)
  const balance = formatSol(await getLamports(SOLANA))
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByText(short(SOLANA), { exact: true })).toBeVisible()
  await expect(dialog.locator('.latch-profile-balance')).toHaveText(balance)
  await expect(dialog.getByText('Connected with Latch Test Wallet')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Network Latch Solana Devnet' })).toBeVisible()
  await screenshot(page, testInfo, 'solana-account')

  await page.keyboard.press('Escape')
  await expect(accountButton(page, SOLANA)).toHaveText(`${balance}${short(SOLANA)}`)
  await expect(networkButton(page, 'Latch Solana Devnet')).toBeVisible()
  expect((await wallet(page, SOLANA_WALLET))?.connected).toBe(true)
  // Only the Solana side was asked: the EVM side of the same wallet stays unconnected.
  expect((await wallet(page, EVM_WALLET))?.requests).not.toContain('eth_requestAccounts')
})

test('signs a message on Solana: the signature verifies against the public key (Ed25519)', async ({
  page,
}) => {
  await connectSolana(page)
  await page.keyboard.press('Escape')
  const message = `Latch e2e ${Date.now()}`
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature', { exact: true })
  await expect(output).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
  const signature = base58Decode((await output.textContent()) ?? '')
  expect(signature).toHaveLength(64)
  const key = await webcrypto.subtle.importKey(
    'raw',
    base58Decode(SOLANA),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  const bytes = new TextEncoder().encode(message)
  expect(await webcrypto.subtle.verify({ name: 'Ed25519' }, key, signature, bytes)).toBe(true)
  // And not for another message: the check can fail.
  const other = new TextEncoder().encode(`${message}!`)
  expect(await webcrypto.subtle.verify({ name: 'Ed25519' }, key, signature, other)).toBe(false)
})

test('sends 0.5 SOL and 1.5 USDC to a fresh address: balances on the RPC change by exactly that', async ({
  page,
}) => {
  const recipient = await freshSolanaAddress()
  const mint = SOLANA_DEVNET_USDC.address
  expect(await getLamports(recipient)).toBe(0n)
  expect(await getTokenAmount(recipient, mint)).toBe(0n)
  const senderTokens = await getTokenAmount(SOLANA, mint)

  await connectSolana(page)
  await page.keyboard.press('Escape')
  await page.getByLabel('Recipient').fill(recipient)

  await page.getByRole('button', { name: 'Send 0.5 SOL' }).click()
  await expect(page.getByLabel('SOL transaction signature')).toHaveText(
    /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
  )
  await expect.poll(() => getLamports(recipient)).toBe(500_000_000n)

  await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
  await expect(page.getByLabel('USDC transaction signature')).toHaveText(
    /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
  )
  await expect.poll(() => getTokenAmount(recipient, mint)).toBe(1_500_000n)
  expect(await getTokenAmount(SOLANA, mint)).toBe(senderTokens - 1_500_000n)
  // The sender paid the new token account's rent and the fees: the recipient's SOL is untouched.
  expect(await getLamports(recipient)).toBe(500_000_000n)
})

test('EVM and Solana connected: switching between their networks keeps both; a reload keeps EVM', async ({
  page,
}, testInfo) => {
  await connectBoth(page)
  const accounts = page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('list', { name: 'Connected' })
  await expect(accounts.getByRole('button', { name: `EVM ${short(EVM)}` })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(accounts.getByRole('button', { name: `Solana ${short(SOLANA)}` })).toBeVisible()
  for (const mode of ['Light', 'Dark'] as const) {
    await page.keyboard.press('Escape')
    await setTheme(page, mode)
    await accountButton(page, EVM).click()
    await expect(accounts).toBeVisible()
    await screenshot(page, testInfo, `two-accounts-${mode.toLowerCase()}`)
    await page
      .getByRole('dialog', { name: 'Account' })
      .getByRole('button', { name: 'Network Latch Devnet' })
      .click()
    const list = page.getByRole('dialog', { name: 'Choose Network' })
    await expect(list.getByRole('list', { name: 'Solana networks' })).toBeVisible()
    await screenshot(page, testInfo, `networks-${mode.toLowerCase()}`)
    await page.keyboard.press('Escape')
  }

  // EVM → Solana → EVM from the network button: the list closes at once (no wallet is asked),
  // the buttons follow the active family, both stay connected.
  const approvals = await page.evaluate(() =>
    Object.values(window.__latchTestWallets ?? {}).map((w) => w.approvals.length),
  )
  await networkButton(page, 'Latch Devnet').click()
  await networkItem(page, 'Latch Solana Devnet').click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(networkButton(page, 'Latch Solana Devnet')).toBeVisible()
  await expect(accountButton(page, SOLANA)).toBeVisible()
  expect((await wallet(page, EVM_WALLET))?.connected).toBe(true)
  await networkButton(page, 'Latch Solana Devnet').click()
  await networkItem(page, 'Latch Devnet').click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(networkButton(page, 'Latch Devnet')).toBeVisible()
  await expect(accountButton(page, EVM)).toBeVisible()
  expect((await wallet(page, SOLANA_WALLET))?.connected).toBe(true)
  expect(
    await page.evaluate(() =>
      Object.values(window.__latchTestWallets ?? {}).map((w) => w.approvals.length),
    ),
  ).toEqual(approvals)

  // After a reload the EVM side is back without a prompt (the test wallet remembers the site).
  await page.reload()
  await expect(accountButton(page, EVM)).toBeVisible()
  expect((await wallet(page, EVM_WALLET))?.requests).not.toContain('eth_requestAccounts')
})

test('after a reload the Solana side is restored silently too', async ({ page }) => {
  await connectBoth(page)
  // The family that was active before the reload is active again, and both come back.
  const active = await page.evaluate(() => localStorage.getItem('@latch/active_namespace'))
  await page.reload()
  const button = accountButton(page, active === 'solana' ? SOLANA : EVM)
  await expect(button).toBeVisible()
  await button.click()
  const restored = page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('list', { name: 'Connected' })
  await expect(restored.getByRole('button', { name: `EVM ${short(EVM)}` })).toBeVisible()
  await expect(restored.getByRole('button', { name: `Solana ${short(SOLANA)}` })).toBeVisible({
    timeout: 3_000,
  })
  // Silently: the wallet asked nothing (no approval, no prompt).
  const solana = await page.evaluate(
    (key) => window.__latchTestWallets?.[key]?.approvals.length,
    SOLANA_WALLET,
  )
  expect(solana).toBe(0)
})

test('disconnecting Solana leaves EVM connected, and disconnecting EVM leaves Solana', async ({
  page,
}) => {
  await connectBoth(page)
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await account.getByRole('button', { name: 'Disconnect Solana' }).click()
  await expect(account.getByRole('list', { name: 'Connected' })).toBeHidden()
  await expect(account.getByText(short(EVM), { exact: true })).toBeVisible()
  expect((await wallet(page, SOLANA_WALLET))?.connected).toBe(false)
  expect((await wallet(page, EVM_WALLET))?.connected).toBe(true)
  await page.keyboard.press('Escape')
  await expect(accountButton(page, EVM)).toBeVisible()

  // Solana again, then the reverse.
  await connectThroughNetworkList(page, {
    from: 'Latch Devnet',
    network: 'Latch Solana Devnet',
    family: 'a Solana',
  })
  await account.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await account.getByRole('button', { name: 'Disconnect EVM' }).click()
  await expect(account.getByRole('list', { name: 'Connected' })).toBeHidden()
  await expect(account.getByText(short(SOLANA), { exact: true })).toBeVisible()
  expect((await wallet(page, EVM_WALLET))?.connected).toBe(false)
  expect((await wallet(page, SOLANA_WALLET))?.connected).toBe(true)
  await page.keyboard.press('Escape')
  await expect(accountButton(page, SOLANA)).toBeVisible()
  await expect(networkButton(page, 'Latch Solana Devnet')).toBeVisible()
})
