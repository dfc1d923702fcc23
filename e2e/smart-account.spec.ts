import { expect, type Page, test } from '@playwright/test'
import { encodeFunctionData, type Hex, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_TOKENS,
  devTokenAbi,
} from '../packages/devnet/src/exports/constants.ts'
import {
  anvil,
  approveInFrame,
  DEMO,
  expectConnected,
  newEmail,
  openAccount,
  signInByEmail,
} from './support/embedded.ts'
import { fundWithUsdc } from './support/fund.ts'
import { PARTITIONED_LAUNCH } from './support/partitionedChromium.ts'
import { screenshot } from './support/screenshot.ts'

// Issue P11's smart-account acceptance in the demo against `npm start`'s stack: the devnet's chain
// 31337 has ERC-4337 v0.8 (EntryPoint, SimpleAccountFactory) and a real bundler (alto on 8547);
// the embedded wallet's smart account is the default (SPEC §6). Chain truth is read from anvil.
// The frame keeps its session across the reload of the second test: partitioned storage, as
// current Chrome ships it (a launch option, so this file runs in a browser of its own).
test.use({ launchOptions: PARTITIONED_LAUNCH })

const USDC = DEVNET_TOKENS.usdc

type Account = { address: string; type: string }
/** The shown eip155 account and both accounts of the connection, from the page's client. */
const accounts = (page: Page) =>
  page.evaluate(() => {
    type State = { accounts: { eip155?: { address?: string; allAccounts?: Account[] } } }
    const { eip155 } = (window as unknown as { latch: { getState(): State } }).latch.getState()
      .accounts
    const all = eip155?.allAccounts ?? []
    return {
      shown: eip155?.address,
      smart: all.find((account) => account.type === 'smartAccount')?.address,
      eoa: all.find((account) => account.type === 'eoa')?.address,
    }
  })

const usdcOf = (owner: string) =>
  anvil.readContract({
    address: USDC.address,
    abi: devTokenAbi,
    functionName: 'balanceOf',
    args: [owner as Hex],
  })

test('an email visitor on the devnet is a smart account; two USDC transfers through sendCalls land as one user operation', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  await page.goto(DEMO)
  const { evm } = await signInByEmail(page, newEmail('smart'))
  const { shown, smart, eoa } = await accounts(page)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(shown).toBe(smart)
  expect(evm).toBe(smart)
  expect(eoa).not.toBe(smart)
  const account = await openAccount(page)
  await expect(account.getByText('Smart account', { exact: true })).toBeVisible()
  await expect(account.getByRole('button', { name: /Switch to your EOA/ })).toBeVisible()
  await screenshot(page, testInfo, 'smart-account-view')
  await page.keyboard.press('Escape')

  // Gas for the user operation (the account pays the EntryPoint) and 10 USDC from the faucet.
  await fundWithUsdc(smart!, '10')

  const [one, two] = [
    privateKeyToAddress(generatePrivateKey()),
    privateKeyToAddress(generatePrivateKey()),
  ]
  const transfer = (to: Hex, amount: string) =>
    encodeFunctionData({
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, USDC.decimals)],
    })
  const calls = [
    { to: USDC.address, data: transfer(one, '1.5') },
    { to: USDC.address, data: transfer(two, '2.25') },
  ]
  const sent = page.evaluate(
    (batch) =>
      (
        window as unknown as { latch: { sendCalls(p: object): Promise<{ id: string }> } }
      ).latch.sendCalls({ calls: batch }),
    calls,
  )
  await approveInFrame(page)
  const { id } = await sent
  const status = await page.evaluate(
    (batchId) =>
      (
        window as unknown as {
          latch: { waitForCallsStatus(p: object): Promise<Record<string, unknown>> }
        }
      ).latch
        .waitForCallsStatus({ id: batchId, timeoutMs: 60_000 })
        .then((result) =>
          JSON.parse(JSON.stringify(result, (_, v) => (typeof v === 'bigint' ? String(v) : v))),
        ),
    id,
  )
  expect(status).toMatchObject({ statusCode: 200, status: 'success', atomic: true })
  // One user operation: one transaction, to the EntryPoint, by the bundler.
  const receipts = status.receipts as { transactionHash: Hex }[]
  expect(receipts).toHaveLength(1)
  const transaction = await anvil.getTransaction({ hash: receipts[0]!.transactionHash })
  expect(transaction.to?.toLowerCase()).toBe(DEVNET_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase())
  expect(transaction.from.toLowerCase()).not.toBe(smart!.toLowerCase())
  expect(await usdcOf(one)).toBe(parseUnits('1.5', USDC.decimals))
  expect(await usdcOf(two)).toBe(parseUnits('2.25', USDC.decimals))
  expect(await usdcOf(smart!)).toBe(parseUnits('6.25', USDC.decimals))
  // The first user operation deployed the account.
  expect(await anvil.getCode({ address: smart as Hex })).toMatch(/^0x[0-9a-f]{2,}/)
})

test('switching to the EOA changes the address shown, kept across a reload; switching back gives the smart account', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  await page.goto(DEMO)
  await signInByEmail(page, newEmail('switch'))
  const { smart, eoa } = await accounts(page)
  const shownAddress = page.locator('.try-account code')
  await expect(shownAddress).toHaveText(smart!)

  let account = await openAccount(page)
  const toEoa = account.getByRole('button', { name: /Switch to your EOA/ })
  await toEoa.scrollIntoViewIfNeeded()
  await screenshot(page, testInfo, 'smart-account-switch')
  await toEoa.click()
  await expect(shownAddress).toHaveText(eoa!)
  await expect(account.getByRole('button', { name: /Switch to your smart account/ })).toBeVisible()
  await expect(account.getByText('Smart account', { exact: true })).toBeHidden()

  await page.reload()
  expect((await expectConnected(page)).evm).toBe(eoa)
  await expect(shownAddress).toHaveText(eoa!)

  account = await openAccount(page)
  await account.getByRole('button', { name: /Switch to your smart account/ }).click()
  await expect(shownAddress).toHaveText(smart!)
  await expect(account.getByText('Smart account', { exact: true })).toBeVisible()
})
