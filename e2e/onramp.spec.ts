import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { createPublicClient, formatUnits, http, parseUnits } from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_TOKENS,
  devTokenAbi,
} from '../packages/devnet/src/exports/constants.ts'
import { accountButton as accountButtonOf } from './support/accounts.ts'
import { isViewCode } from './support/chunks.ts'
import { screenshot } from './support/screenshot.ts'

// Buying USDC from the demo's Buy view, with the real test wallet in the page, the real server's
// on-ramp calls and the devnet's two provider stand-ins (Coinbase-style on 8791, MoonPay-style on
// 8792): the provider's page opens in a new window, Pay there credits the devnet. Chain truth is
// read from the RPC (deltas only).
const EVM_RPC = 'http://127.0.0.1:8545'
const BUYER = DEVNET_ACCOUNTS[0]!.address
const anvil = createPublicClient({ transport: http(EVM_RPC) })
const usdcOf = (owner: `0x${string}`) =>
  anvil.readContract({
    address: DEVNET_TOKENS.usdc.address,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** What the open Buy holds, read from the page's client (`window.latch`, the demo's). */
type OnrampSnapshot = {
  step: string
  provider?: string
  quotes: {
    status: string
    quotes?: {
      provider: string
      providerName: string
      estimated?: boolean
      purchaseAmount: { amount: string; currency: string }
      paymentTotal: { amount: string; currency: string }
    }[]
  }
  order?: { id: string; status: string; purchaseAmount: string; url: string }
}
const readOnramp = (page: Page) =>
  page.evaluate(() => {
    const { onramp } = (
      window as unknown as { latch: { getState(): { onramp?: unknown } } }
    ).latch.getState()
    return JSON.parse(
      JSON.stringify(onramp ?? null, (key, value) =>
        key === 'entry' || key === 'error' ? undefined : value,
      ),
    ) as OnrampSnapshot | null
  })

const accountButton = (page: Page) =>
  accountButtonOf(page.getByRole('navigation', { name: 'Wallet' }), BUYER)

/** Opens the demo with the test wallet (EVM side only, approving by itself) and connects it. */
async function connectEvm(page: Page, theme?: 'Light' | 'Dark', server?: string) {
  const other = server ? `&server=${encodeURIComponent(server)}` : ''
  await page.goto(`/?wallet=dev&policy=approve&solana=0${other}`)
  if (theme) await page.getByRole('radio', { name: theme }).check()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page)).toBeVisible()
}

/** From the account button: Account, its first wallet feature is Buy (SPEC §2 order). */
async function openBuy(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.locator('.latch-feature').first()).toHaveText('Buy')
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  const view = page.getByRole('dialog', { name: 'Buy' })
  await expect(view.getByRole('textbox', { name: 'You pay' })).toBeVisible()
  await expect(view.getByRole('radio', { name: 'USDC' })).toBeChecked()
  return view
}

/** The quotes once in (every one a provider's, or every one an estimate when `estimated`). */
async function quotesOf(page: Page) {
  await expect
    .poll(async () => (await readOnramp(page))?.quotes.status, { timeout: 15_000 })
    .toBe('ready')
  return (await readOnramp(page))!.quotes.quotes!
}

for (const provider of ['Coinbase', 'MoonPay'] as const) {
  test(`50 USD of USDC at ${provider} with the test card: the page opens with the visitor's address, Pay credits the quoted amount, the view shows success and the new balance; Activity lists it with a plus sign`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    // Coinbase in the light theme, MoonPay in the dark one: each screen seen in both.
    const theme = provider === 'Coinbase' ? 'light' : 'dark'
    await connectEvm(page, provider === 'Coinbase' ? 'Light' : 'Dark')
    const view = await openBuy(page)
    await view.getByRole('textbox', { name: 'You pay' }).fill('50')
    const quotes = await quotesOf(page)
    expect(quotes.map((quote) => quote.providerName).sort()).toEqual(['Coinbase', 'MoonPay'])
    const quote = quotes.find((entry) => entry.providerName === provider)!
    // Fees between 1 and 2 % (SPEC §9): 50 USD buys between 49 and 49.5 USDC.
    expect(quote.paymentTotal).toEqual({ amount: '50.00', currency: 'USD' })
    expect(Number(quote.purchaseAmount.amount)).toBeGreaterThanOrEqual(49)
    expect(Number(quote.purchaseAmount.amount)).toBeLessThanOrEqual(49.5)
    await view.locator(`.latch-onramp-quote[data-provider=${quote.provider}]`).click()
    const continueButton = view.getByRole('button', { name: `Continue with ${provider}` })
    await expect(continueButton).toBeEnabled()
    await screenshot(page, testInfo, `onramp-quotes-${theme}`)

    const before = await usdcOf(BUYER)
    const [popup] = await Promise.all([page.waitForEvent('popup'), continueButton.click()])
    await popup.waitForURL(
      provider === 'Coinbase' ? /127\.0\.0\.1:8791\/buy\?/ : /127\.0\.0\.1:8792\/\?/,
    )
    await expect(popup.getByTestId('onramp-to-address')).toHaveText(new RegExp(BUYER, 'i'))
    await expect(popup.getByTestId('onramp-you-receive')).toContainText('USDC')
    await expect(view.getByText('Waiting for your purchase')).toBeVisible()
    await expect(view.getByText('Waiting for payment')).toBeVisible()
    await screenshot(page, testInfo, `onramp-waiting-${theme}`)

    // The test card: the method chosen in the Buy view arrives preselected.
    await expect(popup.getByRole('radio', { name: /^Card/ })).toBeChecked()
    await popup.getByTestId('onramp-pay').click()
    await expect(popup.getByTestId('onramp-status')).toContainText('Payment complete')
    await expect(view.getByText('Purchase complete')).toBeVisible({ timeout: 15_000 })
    const received = (await usdcOf(BUYER)) - before
    expect(received).toBe(parseUnits(quote.purchaseAmount.amount, 6))
    await expect(
      view.getByText(new RegExp(`You received [0-9.,]+ USDC from ${provider}`)),
    ).toBeVisible()
    const after = formatUnits(before + received, 6)
    const shown = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(after as never)
    await expect(view.locator('.latch-onramp-balance')).toHaveText(`USDC balance: ${shown}`, {
      timeout: 10_000,
    })
    await screenshot(page, testInfo, `onramp-success-${theme}`)
    await popup.close()

    // Done returns to Account; its Activity lists the purchase first, as incoming USDC.
    await view.getByRole('button', { name: 'Done' }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account.getByRole('tab', { name: 'Activity' }).click()
    const newest = account.locator('.latch-activity').first()
    await expect(newest).toHaveAttribute('data-operation', 'receive', { timeout: 15_000 })
    await expect(newest).toContainText(/\+[0-9.,]+ USDC/)
  })
}

test('card limits: 5 and 8,000 USD refused with the limit in the message; 20,000 USD by bank account allowed and quoted', async ({
  page,
}) => {
  await connectEvm(page)
  const view = await openBuy(page)
  const amount = view.getByRole('textbox', { name: 'You pay' })
  await amount.fill('5')
  await expect(view.locator('.latch-send-hint')).toHaveText('Minimum is 10.00 USD')
  await expect(view.getByRole('button', { name: 'Minimum is 10.00 USD' })).toBeDisabled()
  await amount.fill('8000')
  await expect(view.locator('.latch-send-hint')).toHaveText('Maximum is 7,500.00 USD')
  await expect(view.getByRole('button', { name: 'Maximum is 7,500.00 USD' })).toBeDisabled()
  await view.getByText('Bank account', { exact: true }).click()
  await amount.fill('20000')
  await expect(view.locator('.latch-send-hint')).toHaveText('Bank account: 10.00 to 25,000.00 USD')
  const quotes = await quotesOf(page)
  expect(quotes.length).toBe(2)
  expect(quotes.every((quote) => !quote.estimated)).toBe(true)
  await expect(view.getByRole('button', { name: /^Continue with / })).toBeEnabled()
})

for (const down of [['coinbase'], ['coinbase', 'moonpay']]) {
  test.describe(`${down.join(' and ')} down (a server of the test's own)`, () => {
    // Its own @latch/server (in memory) on the devnet's chains, with these providers' API pointed
    // at ports where nothing answers (9438, 9439): as if stopped. The demo points at it.
    let server: { url: string; child: ChildProcess } | undefined
    test.beforeAll(async () => {
      test.setTimeout(90_000)
      server = await startServer(down.length === 1 ? 9420 : 9421, down)
    })
    test.afterAll(async () => {
      if (!server || server.child.exitCode !== null) return
      server.child.kill('SIGTERM')
      await once(server.child, 'exit')
    })

    if (down.length === 1) {
      test('MoonPay still quotes and can be continued with', async ({ page }) => {
        // A server of its own starts cold: its first answers are slower on a busy machine.
        test.setTimeout(90_000)
        await connectEvm(page, undefined, server!.url)
        const view = await openBuy(page)
        await view.getByRole('textbox', { name: 'You pay' }).fill('50')
        const quotes = await quotesOf(page)
        expect(quotes.map((quote) => [quote.provider, !!quote.estimated])).toEqual([
          ['moonpay', false],
        ])
        await expect(view.getByRole('button', { name: 'Continue with MoonPay' })).toBeEnabled()
      })
      return
    }
    for (const theme of ['Light', 'Dark'] as const) {
      test(`${theme.toLowerCase()}: SPEC's fallback estimates, marked, and nothing to continue with`, async ({
        page,
      }, testInfo) => {
        test.setTimeout(90_000)
        await connectEvm(page, theme, server!.url)
        const view = await openBuy(page)
        await view.getByRole('textbox', { name: 'You pay' }).fill('50')
        const quotes = await quotesOf(page)
        expect(quotes.length).toBeGreaterThan(0)
        expect(quotes.every((quote) => quote.estimated)).toBe(true)
        await expect(view.getByText('Estimated', { exact: true }).first()).toBeVisible()
        await expect(view.getByText(/These are estimates only/)).toBeVisible()
        await expect(
          view.getByRole('button', { name: 'Providers unavailable, try again later' }),
        ).toBeDisabled()
        await screenshot(page, testInfo, `onramp-estimated-${theme.toLowerCase()}`)
      })
    }
  })
}

for (const theme of ['Light', 'Dark'] as const) {
  test(`screenshots, ${theme.toLowerCase()}: the form with both quotes, a limit refused`, async ({
    page,
  }, testInfo) => {
    await connectEvm(page, theme)
    const view = await openBuy(page)
    await view.getByRole('textbox', { name: 'You pay' }).fill('100')
    await quotesOf(page)
    await expect(view.getByText('Best')).toBeVisible()
    await screenshot(page, testInfo, `onramp-form-${theme.toLowerCase()}`)
    await view.getByRole('textbox', { name: 'You pay' }).fill('8000')
    await expect(view.locator('.latch-send-hint')).toHaveText('Maximum is 7,500.00 USD')
    await screenshot(page, testInfo, `onramp-limit-${theme.toLowerCase()}`)
  })
}

test('the Buy code loads only when the visitor opens Buy', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await connectEvm(page)
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Buy', exact: true })).toBeVisible()
  const chunks = () => requested.filter((url) => isViewCode(url, 'OnRampProviders'))
  expect(chunks()).toEqual([])
  await account.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Buy' })).toBeVisible()
  expect(chunks()).not.toEqual([])
})

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// Run in a child process: the server's sources load through the `latch:source` condition.
const SERVER_SCRIPT = `
import { readFileSync } from 'node:fs'
import { startServer } from './packages/server/src/exports/index.ts'
const config = JSON.parse(readFileSync('.latch/devnet/server-config.json', 'utf8'))
const [port, down] = JSON.parse(process.env.ONRAMP_TEST ?? '[]')
let dead = 9438
const providers = (config.onramp?.providers ?? []).map((provider) =>
  down.includes(provider.id)
    ? { ...provider, apiUrl: 'http://127.0.0.1:' + dead, widgetUrl: 'http://127.0.0.1:' + dead++ }
    : provider,
)
const server = await startServer({
  port,
  dataDir: ':memory:',
  chains: config.chains,
  relay: false,
  onramp: { ...config.onramp, providers },
})
console.log(JSON.stringify({ url: server.url }))
const stop = () => server.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.stdin.on('close', stop)
process.stdin.resume()
`

/** A server of the test's own on `port` whose providers in `down` cannot be reached. */
async function startServer(port: number, down: string[]) {
  const child = spawn(
    process.execPath,
    ['--conditions=latch:source', '--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ONRAMP_TEST: JSON.stringify([port, down]) },
    },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.startsWith('{"url"'))
      if (line) resolve((JSON.parse(line) as { url: string }).url)
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
  })
  return { url, child }
}
