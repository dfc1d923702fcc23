import { expect, type Locator, type Page, test } from '@playwright/test'
import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_NAMES,
  DEVNET_NFTS,
  DEVNET_TOKENS,
} from '../packages/devnet/src/exports/constants.ts'

// The Account view's tabs against `npm start`'s stack with the test wallet in the page. Chain
// truth comes from anvil directly; the page must show what the chain holds.
const anvil = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const NAME = DEVNET_NAMES.find((entry) => entry.address === ACCOUNT)!.name
const SPAM = Object.values(DEVNET_NFTS).find((collection) => collection.spam)!
const LANTERNS = Object.values(DEVNET_NFTS).find((collection) => !collection.spam)!

/** SPEC §5: quantities show 3 decimals with en-US grouping (decimal strings formatted exactly). */
const QUANTITY = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
})
const quantity = (numeric: string) => QUANTITY.format(numeric as Intl.StringNumericLiteral)

async function connect(page: Page) {
  await page.goto('/?wallet=dev&policy=approve&solana=0')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
}

/** Connects, waits for the profile name on the button, opens Account. */
async function openAccount(page: Page): Promise<Locator> {
  await connect(page)
  const button = page.getByRole('button', { name: new RegExp(`${NAME.replace('.', '\\.')}$`) })
  await expect(button).toBeVisible()
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByRole('tablist', { name: 'Account' })).toBeVisible()
  return dialog
}

test('profile name and avatar: the name registry’s name in the button and the Account header', async ({
  page,
}) => {
  const dialog = await openAccount(page)
  await expect(dialog.locator('.latch-profile-name')).toHaveText(NAME)
  await expect(dialog.locator('.latch-profile-short')).toHaveText(
    `${ACCOUNT.slice(0, 4)}…${ACCOUNT.slice(-6)}`,
  )
  const avatar = dialog.locator('.latch-profile-avatar img.latch-avatar')
  await expect(avatar).toBeVisible()
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('Tokens lists the devnet tokens with the balances the chain reports; POINTS (0 decimals) is absent', async ({
  page,
}) => {
  const dialog = await openAccount(page)
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  await expect(panel.locator('.latch-token').first()).toBeVisible()
  const expected: Record<string, string> = {
    ETH: quantity(formatEther(await anvil.getBalance({ address: ACCOUNT }))),
  }
  for (const token of Object.values(DEVNET_TOKENS)) {
    if (token.decimals === 0) continue
    const raw = await anvil.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ACCOUNT],
    })
    if (raw > 0n) expected[token.symbol] = quantity(formatUnits(raw, token.decimals))
  }
  expect(Object.keys(expected).length).toBeGreaterThan(2)
  for (const [symbol, amount] of Object.entries(expected)) {
    await expect(
      panel.locator(`.latch-token[data-symbol="${symbol}"] .latch-token-quantity`),
    ).toHaveText(`${amount} ${symbol}`)
  }
  await expect(panel.locator('.latch-token[data-symbol="POINTS"]')).toHaveCount(0)
  await expect(panel.locator('.latch-token')).toHaveCount(Object.keys(expected).length)
  // Every value is US dollars with 2 decimals (SPEC §5).
  for (const value of await panel.locator('.latch-token-value').allTextContents()) {
    expect(value).toMatch(/^\$[\d,]+\.\d{2}$/)
  }
})

test('NFTs shows the Lanterns the account holds, with images that loaded; no spam', async ({
  page,
}) => {
  const dialog = await openAccount(page)
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const panel = dialog.getByRole('tabpanel', { name: 'NFTs' })
  const cards = panel.locator('.latch-nft')
  await expect(cards.first()).toBeVisible()
  const owned = LANTERNS.seededTokens.filter((token) => token.owner === ACCOUNT).length
  expect(owned).toBeGreaterThan(0)
  await expect(panel.locator('.latch-nft-collection', { hasText: LANTERNS.name })).toHaveCount(
    owned,
  )
  await expect(panel.getByText(SPAM.name)).toHaveCount(0)
  const images = panel.locator('.latch-nft-media img')
  await expect(images).toHaveCount(await cards.count())
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
})

test('Activity shows transactions, never the spam airdrop; arrow keys move between tabs', async ({
  page,
}) => {
  const dialog = await openAccount(page)
  const tokensTab = dialog.getByRole('tab', { name: 'Tokens' })
  await tokensTab.focus()
  await page.keyboard.press('ArrowLeft')
  const activityTab = dialog.getByRole('tab', { name: 'Activity' })
  await expect(activityTab).toBeFocused()
  await expect(activityTab).toHaveAttribute('aria-selected', 'true')
  const panel = dialog.getByRole('tabpanel', { name: 'Activity' })
  const rows = panel.locator('.latch-activity')
  await expect(rows.first()).toBeVisible()
  // Scroll to the end so every page loads (infinite scroll), then look for the airdrop.
  for (let i = 0; i < 20; i++) {
    const more = panel.locator('.latch-load-more')
    if ((await more.count()) === 0) break
    await more.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
  }
  expect(await rows.count()).toBeGreaterThan(0)
  await expect(panel.getByText(/Reward Voucher/)).toHaveCount(0)
  await expect(panel.getByText(SPAM.name)).toHaveCount(0)
  for (const time of await panel.locator('time').allTextContents()) expect(time).not.toBe('')
  // The devnet's mints to the dev account moved funds in: a plus sign, like a receive.
  const minted = panel.locator('.latch-activity[data-operation="mint"] .latch-activity-what')
  expect(await minted.count()).toBeGreaterThan(0)
  for (const amount of await minted.all()) {
    await expect(amount).toHaveAttribute('data-sign', '+')
    await expect(amount).toHaveText(/^\+/)
  }
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`Account tabs screenshots, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    const dialog = await openAccount(page)
    for (const tab of ['Tokens', 'NFTs', 'Activity'] as const) {
      await dialog.getByRole('tab', { name: tab }).click()
      const panel = dialog.getByRole('tabpanel', { name: tab })
      await expect(panel.locator('.latch-skeleton-rows')).toHaveCount(0)
      await expect(panel.locator('li').first()).toBeVisible()
      if (tab === 'NFTs') {
        await expect
          .poll(() =>
            panel
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0)
      }
      const path = testInfo.outputPath(`account-${tab.toLowerCase()}-${colorScheme}.png`)
      await dialog.screenshot({ path, animations: 'disabled' })
      await testInfo.attach(`account-${tab.toLowerCase()}-${colorScheme}`, { path })
    }
  })
}
