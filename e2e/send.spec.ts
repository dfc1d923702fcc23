import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, type Hex, http, parseUnits } from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_NAMES,
  DEVNET_TOKENS,
  devTokenAbi,
  SOLANA_DEVNET_ACCOUNTS,
  SOLANA_DEVNET_USDC,
} from '../packages/devnet/src/exports/constants.ts'
import { accountButton as accountButtonOf, short } from './support/accounts.ts'
import { isViewCode } from './support/chunks.ts'
import { screenshot } from './support/screenshot.ts'
import { freshSolanaAddress, getTokenAmount } from './support/solana.ts'

// Sending tokens from the demo's WalletSend view against `npm start`'s devnets, with the real test
// wallet in the page. Chain truth is read from the RPCs (deltas only: the chains keep the state of
// earlier runs).
const EVM_RPC = 'http://127.0.0.1:8545'
const SENDER = DEVNET_ACCOUNTS[0]!.address
const BOB = DEVNET_NAMES[1]
const USDT = DEVNET_TOKENS.usdt
const anvil = createPublicClient({ transport: http(EVM_RPC) })
/** `LATCH_E2E_SERVER=<url>` points the demo at another @latch/server (`?server=`). */
const SERVER = process.env.LATCH_E2E_SERVER
  ? `&server=${encodeURIComponent(process.env.LATCH_E2E_SERVER)}`
  : ''

const usdtOf = (owner: Hex) =>
  anvil.readContract({
    address: USDT.address,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** The account button of the demo's wallet bar (the name or short address ends it). */
const accountButton = (page: Page, address: string) =>
  accountButtonOf(page.getByRole('navigation', { name: 'Wallet' }), address)

/** Opens the demo with the test wallet (EVM side only) and connects it. */
async function connectEvm(page: Page, theme?: 'Light' | 'Dark') {
  await page.goto(`/?wallet=dev&policy=approve&solana=0${SERVER}`)
  if (theme) await page.getByRole('radio', { name: theme }).check()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page, SENDER)).toBeVisible()
}

/** From the account button: Account, then its Send (or Receive) button. */
async function openFeature(page: Page, address: string, feature: 'Send' | 'Receive') {
  await accountButton(page, address).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: feature, exact: true }).click()
  const view = page.getByRole('dialog', { name: feature })
  await expect(view).toBeVisible()
  return view
}

async function pickToken(view: ReturnType<Page['getByRole']>, token: RegExp) {
  await view.getByRole('button', { name: /change token/ }).click()
  await view.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: token }).click()
}

test('12.5 of the USDT-style token to bob.latch: the name shows, exactly 12.5 moves, Activity lists it without the spam', async ({
  page,
}, testInfo) => {
  await connectEvm(page)
  const [senderBefore, bobBefore] = await Promise.all([usdtOf(SENDER), usdtOf(BOB.address)])
  const view = await openFeature(page, SENDER, 'Send')
  await pickToken(view, /Tether USD/)
  await view.getByRole('textbox', { name: 'Amount' }).fill('12.5')
  await view.getByRole('textbox', { name: 'To' }).fill('bob.latch')
  await expect(view.getByText(`bob.latch is ${short(BOB.address)}`)).toBeVisible()
  await expect(view.getByText(/^≈ [0-9.]+ ETH$/)).toBeVisible()
  await screenshot(page, testInfo, 'send-form-light')
  await view.getByRole('button', { name: 'Review' }).click()
  await expect(view.getByText(BOB.address)).toBeVisible()
  await screenshot(page, testInfo, 'send-review-light')
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByText('Sent', { exact: true })).toBeVisible()
  await screenshot(page, testInfo, 'send-sent-light')

  const amount = parseUnits('12.5', USDT.decimals)
  await expect.poll(() => usdtOf(BOB.address)).toBe(bobBefore + amount)
  expect(senderBefore - (await usdtOf(SENDER))).toBe(amount)

  // Done returns to Account; its Activity tab shows the transfer, newest first.
  await view.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const newest = account.locator('.latch-activity').first()
  // With a minus sign: the tokens left the account.
  await expect(newest.locator('[data-sign="-"]')).toHaveText('−12.500 USDT', { timeout: 8_000 })
  await expect(newest).toContainText(`to ${short(BOB.address)}`)
  expect(await newest.getAttribute('data-operation')).toBe('send')
  await expect(account.getByText('Free Claim Rewards')).toHaveCount(0)
})

test('an SPL token on Solana from the same view: exactly the amount reaches a fresh address', async ({
  page,
}, testInfo) => {
  const sender = SOLANA_DEVNET_ACCOUNTS[0]!.address
  const receiver = await freshSolanaAddress()
  await page.goto(`/?wallet=dev&policy=approve${SERVER}`)
  // Connect the Solana side through the network list (the EVM side stays unconnected).
  await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /^Latch Solana Devnet( Testnet)?$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Switch Chain' })
    .getByRole('button', { name: 'Connect a Solana wallet' })
    .click()
  // The list may still be filling in (directory rows arrive after the view): retry the pick.
  const wallet = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /^Latch Test Wallet\b/ })
  await expect(async () => {
    await wallet.click({ timeout: 2_000 })
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toBeVisible()
  const before = await getTokenAmount(sender, SOLANA_DEVNET_USDC.address)

  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const view = page.getByRole('dialog', { name: 'Send' })
  await pickToken(view, /USDC/)
  await view.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await view.getByRole('textbox', { name: 'To' }).fill(receiver)
  await expect(view.getByText(/^≈ [0-9.]+ SOL$/)).toBeVisible()
  await screenshot(page, testInfo, 'send-solana-form-light')
  await view.getByRole('button', { name: 'Review' }).click()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(view.getByText('Sent', { exact: true })).toBeVisible()

  await expect.poll(() => getTokenAmount(receiver, SOLANA_DEVNET_USDC.address)).toBe(1_500_000n)
  expect(before - (await getTokenAmount(sender, SOLANA_DEVNET_USDC.address))).toBe(1_500_000n)
})

test('the send flow loads only when the visitor opens Send', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await connectEvm(page)
  await accountButton(page, SENDER).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  const sendChunks = () => requested.filter((url) => isViewCode(url, 'WalletSend'))
  expect(sendChunks()).toEqual([])
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Send' })).toBeVisible()
  expect(sendChunks()).not.toEqual([])
})

test('open({ view: WalletSend }) from site code resolves with the hash of the send', async ({
  page,
}) => {
  await connectEvm(page)
  const receiver = DEVNET_ACCOUNTS[2]!.address
  const before = await anvil.getBalance({ address: receiver })
  const opened = page.evaluate(
    (to) =>
      (
        window as unknown as {
          latch: { open(p: object): Promise<{ hash: string }> }
        }
      ).latch.open({ view: 'WalletSend', arguments: { amount: '0.001', to } }),
    receiver,
  )
  const view = page.getByRole('dialog', { name: 'Send' })
  await expect(view.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.001')
  await view.getByRole('button', { name: 'Review' }).click()
  await view.getByRole('button', { name: 'Send', exact: true }).click()
  const { hash } = await opened
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await anvil.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(receiver.toLowerCase())
  expect((await anvil.getBalance({ address: receiver })) - before).toBe(parseUnits('0.001', 18))
})

test('closing the modal rejects open({ view: WalletSend }) with Modal closed', async ({ page }) => {
  await connectEvm(page)
  const opened = page.evaluate(() =>
    (window as unknown as { latch: { open(p: object): Promise<unknown> } }).latch
      .open({ view: 'WalletSend' })
      .then(
        () => 'resolved',
        (error: { shortMessage?: string }) => error.shortMessage,
      ),
  )
  await expect(page.getByRole('dialog', { name: 'Send' })).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await opened).toBe('Modal closed')
})

for (const theme of ['Light', 'Dark'] as const) {
  test(`screenshots, ${theme.toLowerCase()}: Send with a resolved name, and Receive`, async ({
    page,
  }, testInfo) => {
    await connectEvm(page, theme)
    const view = await openFeature(page, SENDER, 'Send')
    await view.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await view.getByRole('textbox', { name: 'To' }).fill('alice.latch')
    await expect(view.getByText(`alice.latch is ${short(DEVNET_NAMES[0].address)}`)).toBeVisible()
    await expect(view.getByText(/^≈ [0-9.]+ ETH$/)).toBeVisible()
    await screenshot(page, testInfo, `send-${theme.toLowerCase()}`)
    await page.keyboard.press('Escape')
    const receive = await openFeature(page, SENDER, 'Receive')
    await expect(receive.locator('svg[role=img]')).toBeVisible()
    await expect(receive.getByText(SENDER)).toBeVisible()
    await screenshot(page, testInfo, `receive-${theme.toLowerCase()}`)
  })
}
