import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { createPublicClient, type Hex, http, parseUnits } from 'viem'
import {
  DEVNET_ACCOUNTS,
  DEVNET_AMM_CONTRACTS,
  DEVNET_TOKENS,
  devTokenAbi,
  uniswapV2RouterAbi,
} from '../packages/devnet/src/exports/constants.ts'
import { moveAmmPrice } from '../packages/devnet/src/exports/testing.ts'
import { accountButton as accountButtonOf } from './support/accounts.ts'
import { isViewCode } from './support/chunks.ts'
import { screenshot } from './support/screenshot.ts'

// Swapping on the devnet's Uniswap V2 pools from the demo's Swap view, with the real test wallet
// in the page and the real server's convert API. Chain truth is read from the RPC (deltas only).
const EVM_RPC = 'http://127.0.0.1:8545'
const SENDER = DEVNET_ACCOUNTS[0]!.address
const anvil = createPublicClient({ transport: http(EVM_RPC) })

type Token = keyof typeof DEVNET_TOKENS
const balanceOf = (token: Token, owner: Hex = SENDER) =>
  anvil.readContract({
    address: DEVNET_TOKENS[token].address,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** What the open Swap holds, read from the page's client (`window.latch`, the demo's). */
type SwapSnapshot = {
  step: string
  approvalHash?: string
  hash?: string
  toAmount: string
  quote: { status: string; quote?: { fromAmount: string; toAmount: string; path: string[] } }
  submitted?: { toAmountMin: string }
}
const readSwap = (page: Page) =>
  page.evaluate(() => {
    const { swap } = (
      window as unknown as { latch: { getState(): { swap?: unknown } } }
    ).latch.getState()
    // bigints do not cross to the test: as decimal strings.
    return JSON.parse(
      JSON.stringify(swap ?? null, (key, value) =>
        key === 'entry' ? undefined : typeof value === 'bigint' ? String(value) : value,
      ),
    ) as SwapSnapshot | null
  })

const accountButton = (page: Page) =>
  accountButtonOf(page.getByRole('navigation', { name: 'Wallet' }), SENDER)

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

/** From the account button: Account, then its Swap button. */
async function openSwap(page: Page): Promise<Locator> {
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  const view = page.getByRole('dialog', { name: 'Swap' })
  await expect(view.getByRole('textbox', { name: 'You pay' })).toBeVisible()
  return view
}

async function pickToken(view: Locator, side: 'You pay' | 'You receive', symbol: string) {
  await view.getByRole('button', { name: new RegExp(`${side}: change token`) }).click()
  await view.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
  await view
    .getByRole('list', { name: side === 'You pay' ? 'Tokens to pay with' : 'Tokens to receive' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click()
}

/** The quote shown, once in, with the router's getAmountsOut for the same input and path. */
async function quoteAndRouter(page: Page) {
  await expect.poll(async () => (await readSwap(page))?.quote.status).toBe('ready')
  const quote = (await readSwap(page))!.quote.quote!
  const path = quote.path.map((id) => id.split(':')[2] as Hex)
  const amounts = await anvil.readContract({
    address: DEVNET_AMM_CONTRACTS.uniswapV2Router02,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [BigInt(quote.fromAmount), path],
  })
  return { quote, routerOut: amounts.at(-1)! }
}

const swapButton = (view: Locator) => view.getByRole('button', { name: 'Swap', exact: true })

test("100 USDC → DAI: the quote is the router's getAmountsOut; approve, then swap; balances move by the quote within 1 %", async ({
  page,
}, testInfo) => {
  await connectEvm(page)
  const view = await openSwap(page)
  await pickToken(view, 'You pay', 'USDC')
  await pickToken(view, 'You receive', 'DAI')
  await view.getByRole('textbox', { name: 'You pay' }).fill('100')
  const { quote, routerOut } = await quoteAndRouter(page)
  expect(BigInt(quote.fromAmount)).toBe(100_000_000n)
  expect(BigInt(quote.toAmount)).toBe(routerOut)
  await expect(view.getByText(/^1 USDC = 0\.9\d* DAI$/)).toBeVisible()
  await expect(view.getByText(/^≈ [0-9.]+ ETH \(\$[0-9.]+\)$/)).toBeVisible()
  await screenshot(page, testInfo, 'swap-usdc-dai-approve-light')

  const [usdcBefore, daiBefore] = await Promise.all([balanceOf('usdc'), balanceOf('dai')])
  await view.getByRole('button', { name: 'Approve USDC' }).click()
  await expect(swapButton(view)).toBeEnabled({ timeout: 15_000 })
  await swapButton(view).click()
  await expect(view.getByText('Swapped', { exact: true })).toBeVisible({ timeout: 15_000 })
  await screenshot(page, testInfo, 'swap-usdc-dai-swapped-light')

  const swap = (await readSwap(page))!
  // Two transactions: the approval, then the swap, both mined successfully.
  for (const hash of [swap.approvalHash, swap.hash]) {
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await anvil.getTransactionReceipt({ hash: hash as Hex })).status).toBe('success')
  }
  const quoted = BigInt(quote.toAmount)
  const [usdcAfter, daiAfter] = await Promise.all([balanceOf('usdc'), balanceOf('dai')])
  expect(usdcBefore - usdcAfter).toBe(100_000_000n)
  const received = daiAfter - daiBefore
  expect(received).toBeGreaterThanOrEqual(BigInt(swap.submitted!.toAmountMin))
  const drift = received > quoted ? received - quoted : quoted - received
  expect(drift * 100n).toBeLessThanOrEqual(quoted)

  // Done returns to Account; its Activity lists the swap as a trade with both legs, newest first.
  await view.getByRole('button', { name: 'Done' }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const newest = account.locator('.latch-activity').first()
  await expect(newest).toHaveAttribute('data-operation', 'trade', { timeout: 10_000 })
  await expect(newest).toContainText('−100.000 USDC')
  await expect(newest).toContainText(/\+[0-9.,]+ DAI/)
  await screenshot(page, testInfo, 'swap-activity-trade-light')
})

test('ETH → the USDT-style token: no approval, one transaction', async ({ page }) => {
  await connectEvm(page)
  const view = await openSwap(page)
  await pickToken(view, 'You receive', 'USDT')
  await view.getByRole('textbox', { name: 'You pay' }).fill('0.01')
  const { quote, routerOut } = await quoteAndRouter(page)
  expect(BigInt(quote.toAmount)).toBe(routerOut)
  const before = await balanceOf('usdt')
  await expect(swapButton(view)).toBeEnabled()
  await expect(view.getByRole('button', { name: /^Approve/ })).toHaveCount(0)
  await swapButton(view).click()
  await expect(view.getByText('Swapped', { exact: true })).toBeVisible({ timeout: 15_000 })
  const swap = (await readSwap(page))!
  expect(swap.approvalHash).toBeUndefined()
  const received = (await balanceOf('usdt')) - before
  expect(received).toBeGreaterThanOrEqual(BigInt(swap.submitted!.toAmountMin))
  expect(received * 100n).toBeGreaterThanOrEqual(BigInt(quote.toAmount) * 99n)
})

test('the price moves past 1 % between the quote and the swap: it fails on chain, no tokens move, the view offers a fresh quote', async ({
  page,
}, testInfo) => {
  await connectEvm(page)
  const view = await openSwap(page)
  await pickToken(view, 'You receive', 'DAI')
  await view.getByRole('textbox', { name: 'You pay' }).fill('0.05')
  const { quote } = await quoteAndRouter(page)
  // The server builds the swap at today's price; the market moves 5 % before the kit has it.
  await page.route('**/v1/convert/build-transaction*', async (route) => {
    const response = await route.fetch()
    await moveAmmPrice({ rpcUrl: EVM_RPC, sell: 'eth', buy: 'dai', percent: 5 })
    await route.fulfill({ response })
  })
  const [daiBefore, ethBefore] = await Promise.all([
    balanceOf('dai'),
    anvil.getBalance({ address: SENDER }),
  ])
  await swapButton(view).click()
  await expect(view.getByText('The price moved')).toBeVisible({ timeout: 15_000 })
  await expect(view.getByText(/your tokens did not move/)).toBeVisible()
  await screenshot(page, testInfo, 'swap-price-moved-light')
  const swap = (await readSwap(page))!
  expect((await anvil.getTransactionReceipt({ hash: swap.hash as Hex })).status).toBe('reverted')
  // No DAI came in; the 0.05 ETH stayed (only gas was spent).
  expect(await balanceOf('dai')).toBe(daiBefore)
  const spent = ethBefore - (await anvil.getBalance({ address: SENDER }))
  expect(spent).toBeLessThan(parseUnits('0.001', 18))
  await view.getByRole('button', { name: 'Get a fresh quote' }).click()
  await expect.poll(async () => (await readSwap(page))?.quote.status).toBe('ready')
  const fresh = (await readSwap(page))!.quote.quote!
  expect(BigInt(fresh.toAmount) * 100n).toBeLessThan(BigInt(quote.toAmount) * 99n)
  await expect(swapButton(view)).toBeEnabled()
})

test("on Solana: no Swap in Account; opened anyway, 'Network not supported for Swaps' and no swap button", async ({
  page,
}) => {
  await page.goto('/?wallet=dev&policy=approve')
  await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /^Latch Solana Devnet( Testnet)?$/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Switch Chain' })
    .getByRole('button', { name: 'Connect a Solana wallet' })
    .click()
  const wallet = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /^Latch Test Wallet\b/ })
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(async () => {
    await wallet.click({ timeout: 2_000 })
    await expect(account).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(account.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  await page.evaluate(() => {
    void (window as unknown as { latch: { open(p: object): Promise<unknown> } }).latch.open({
      view: 'Swap',
    })
  })
  const view = page.getByRole('dialog', { name: 'Swap' })
  await expect(view.getByText('Network not supported for Swaps')).toBeVisible()
  await expect(swapButton(view)).toHaveCount(0)
  await expect(view.locator('button[type=submit]')).toHaveCount(0)
})

test.describe('a server that routes no swaps on the devnet', () => {
  // Its own @latch/server (port 9220, in memory) on the devnet's chains, without their `swaps`
  // entries: the same network, unrouted. The demo points at it with `?server=`.
  let server: { url: string; child: ChildProcess } | undefined
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    server = await startUnroutedServer()
  })
  test.afterAll(async () => {
    if (!server || server.child.exitCode !== null) return
    server.child.kill('SIGTERM')
    await once(server.child, 'exit')
  })

  test("no Swap in Account; opened anyway, 'Network not supported for Swaps' and no swap button", async ({
    page,
  }) => {
    await connectEvm(page, undefined, server!.url)
    await accountButton(page).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await expect(account.getByRole('button', { name: 'Receive', exact: true })).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                latch: { getState(): { swapTokens?: Record<string, { status: string }> } }
              }
            ).latch.getState().swapTokens?.['eip155:31337']?.status,
        ),
      )
      .toBe('unsupported')
    await expect(account.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
    await page.evaluate(() => {
      void (window as unknown as { latch: { open(p: object): Promise<unknown> } }).latch.open({
        view: 'Swap',
      })
    })
    const view = page.getByRole('dialog', { name: 'Swap' })
    await expect(view.getByText('Network not supported for Swaps')).toBeVisible()
    await expect(swapButton(view)).toHaveCount(0)
    await expect(view.locator('button[type=submit]')).toHaveCount(0)
  })
})

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// Run in a child process: the server's sources load through the `latch:source` condition.
const UNROUTED_SERVER_SCRIPT = `
import { readFileSync } from 'node:fs'
import { startServer } from './packages/server/src/exports/index.ts'
const config = JSON.parse(readFileSync('.latch/devnet/server-config.json', 'utf8'))
const chains = config.chains.map(({ swaps, ...chain }) => chain)
const server = await startServer({ port: 9220, dataDir: ':memory:', chains, relay: false })
console.log(JSON.stringify({ url: server.url }))
const stop = () => server.stop().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.stdin.on('close', stop)
process.stdin.resume()
`

async function startUnroutedServer() {
  const child = spawn(
    process.execPath,
    [
      '--conditions=latch:source',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      UNROUTED_SERVER_SCRIPT,
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
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

test('the swap code loads only when the visitor opens Swap', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await connectEvm(page)
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  const swapChunks = () => requested.filter((url) => isViewCode(url, 'Swap'))
  expect(swapChunks()).toEqual([])
  await account.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Swap' })).toBeVisible()
  expect(swapChunks()).not.toEqual([])
})

for (const theme of ['Light', 'Dark'] as const) {
  test(`screenshots, ${theme.toLowerCase()}: the form with a quote, the token list`, async ({
    page,
  }, testInfo) => {
    await connectEvm(page, theme)
    const view = await openSwap(page)
    await pickToken(view, 'You receive', 'USDC')
    await view.getByRole('textbox', { name: 'You pay' }).fill('0.25')
    await expect(view.getByText(/^1 ETH = [0-9,.]+ USDC$/)).toBeVisible()
    await screenshot(page, testInfo, `swap-form-${theme.toLowerCase()}`)
    await view.getByRole('button', { name: /You receive: change token/ }).click()
    await expect(view.getByRole('list', { name: 'Tokens to receive' })).toBeVisible()
    await screenshot(page, testInfo, `swap-tokens-${theme.toLowerCase()}`)
  })
}
