import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, formatEther, type Hex, http, parseEther, verifyMessage } from 'viem'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import { accountButton as accountButtonOf, displayName, short } from './support/accounts.ts'

// The EVM flows of the demo against `npm start`'s devnet, with the real test wallet in the page
// (`?wallet=dev`). Chain truth is read from anvil directly, never from the page.
const anvil = createPublicClient({ transport: http('http://127.0.0.1:8545') })
const ACCOUNT = DEVNET_ACCOUNTS[0]!.address
const RDNS = 'dev.latch.testwallet'

/** SPEC §5: quantities show 3 decimals, en-US grouping; here a wei amount in ETH. */
function formatEth(wei: bigint): string {
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })
  // A decimal string is formatted exactly (Intl.NumberFormat v3), like the page does.
  return `${format.format(formatEther(wei) as Intl.StringNumericLiteral)} ETH`
}

/** The test wallet's log of every method the page asked it. */
const walletRequests = (page: Page) =>
  page.evaluate((rdns) => [...(window.__latchTestWallets?.[rdns]?.requests ?? [])], RDNS)

/** Opens the demo with the test wallet and connects it through the Connect view. */
async function connect(page: Page, query = 'wallet=dev&policy=approve&solana=0') {
  await page.goto(`/?${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  // The directory's rows arrive a moment after the view: pick the wallet once the list is whole.
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page)).toBeVisible()
}

const accountButton = (page: Page) => accountButtonOf(page, ACCOUNT)

test('connects the test wallet through EIP-6963: short address and the balance anvil reports', async ({
  page,
}, testInfo) => {
  await connect(page)
  const balance = formatEth(await anvil.getBalance({ address: ACCOUNT }))
  // The dev account owns alice.latch on the devnet: the name replaces the address.
  await expect(accountButton(page)).toHaveText(`${balance}${displayName(ACCOUNT)}`)

  await accountButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(short(ACCOUNT), { exact: true })).toBeVisible()
  await expect(dialog.locator('.latch-profile-balance')).toHaveText(balance)
  await expect(dialog.getByText('Connected with Latch Test Wallet')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Network Latch Devnet' })).toBeVisible()

  const path = testInfo.outputPath('account-view.png')
  await page.screenshot({ path })
  await testInfo.attach('account-view', { path, contentType: 'image/png' })
})

test('signs a message from the Try-it card; the signature verifies against the address', async ({
  page,
}) => {
  await connect(page)
  const message = `Latch e2e ${Date.now()}`
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const output = page.getByLabel('Signature')
  await expect(output).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await output.textContent()) as Hex
  expect(await verifyMessage({ address: ACCOUNT, message, signature })).toBe(true)
})

test('sends 0.01 ETH to another dev account: its balance on chain rises by exactly that', async ({
  page,
}) => {
  // Account 7 receives only here, so the difference is this transaction's alone.
  const recipient = DEVNET_ACCOUNTS[7]!.address
  await connect(page)
  const before = await anvil.getBalance({ address: recipient })
  await page.getByLabel('Recipient').fill(recipient)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const output = page.getByLabel('Transaction hash')
  await expect(output).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await output.textContent()) as Hex
  const receipt = await anvil.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(ACCOUNT.toLowerCase())
  expect(await anvil.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
})

test('switches to chain 31338, unknown to the wallet: add-chain, then switch; the UI follows', async ({
  page,
}, testInfo) => {
  await connect(page)
  await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Network' })
  await expect(dialog.getByRole('button', { name: /Latch Devnet Testnet/ })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const path = testInfo.outputPath('networks-view.png')
  await page.screenshot({ path })
  await testInfo.attach('networks-view', { path, contentType: 'image/png' })

  await dialog.getByRole('button', { name: /Latch Devnet 2/ }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Latch Devnet 2', exact: true })).toBeVisible()

  const requests = await walletRequests(page)
  const added = requests.indexOf('wallet_addEthereumChain')
  expect(added).toBeGreaterThan(-1)
  expect(requests.indexOf('wallet_switchEthereumChain', added)).toBeGreaterThan(added)
  const walletChainId = await page.evaluate((rdns) => {
    const wallet = window.__latchTestWallets?.[rdns]
    return wallet && 'chainId' in wallet ? wallet.chainId : undefined
  }, RDNS)
  expect(walletChainId).toBe(31_338)

  await accountButton(page).click()
  await expect(
    page.getByRole('dialog', { name: 'Account' }).getByRole('button', {
      name: 'Network Latch Devnet 2',
    }),
  ).toBeVisible()
})

test('after a reload it is still connected: no wallet prompt, the Connect view never shows', async ({
  page,
}) => {
  await connect(page)
  // From the reload on: record whether the Connect view ever opens or the button ever reads
  // "Connect Wallet", in every shadow root as it is attached.
  await page.addInitScript(() => {
    const seen = { connectView: false, connectLabel: false }
    Object.assign(window, { __latchSeen: seen })
    const hasLabel = (text: string | null | undefined) => !!text?.includes('Connect Wallet')
    const attachShadow = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init)
      new MutationObserver((records) => {
        if (root.querySelector('dialog[open][data-view="Connect"]')) seen.connectView = true
        for (const record of records) {
          const nodes = [...record.addedNodes, ...record.removedNodes]
          if (hasLabel(record.oldValue) || nodes.some((node) => hasLabel(node.textContent))) {
            seen.connectLabel = true
          }
        }
        for (const button of root.querySelectorAll('button')) {
          if (hasLabel(button.textContent)) seen.connectLabel = true
        }
      }).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        characterDataOldValue: true,
        attributes: true,
        attributeFilter: ['open', 'data-view'],
      })
      return root
    }
  })

  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Latch Devnet', exact: true })).toBeVisible()
  expect(await walletRequests(page)).not.toContain('eth_requestAccounts')
  expect(await page.evaluate(() => (window as { __latchSeen?: unknown }).__latchSeen)).toEqual({
    connectView: false,
    connectLabel: false,
  })
})

test('a rejected connection shows "Connection rejected"; Try again connects', async ({
  page,
}, testInfo) => {
  await page.goto('/?wallet=dev&policy=reject&solana=0')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Latch Test Wallet' })
  await expect(dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
  const path = testInfo.outputPath('connection-rejected.png')
  await page.screenshot({ path })
  await testInfo.attach('connection-rejected', { path, contentType: 'image/png' })

  await page.evaluate((rdns) => window.__latchTestWallets?.[rdns]?.setPolicy('approve'), RDNS)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page)).toBeVisible()
  expect((await walletRequests(page)).filter((m) => m === 'eth_requestAccounts')).toHaveLength(2)
})

test('two announced wallets and window.ethereum for one of them: each listed once', async ({
  page,
}) => {
  await page.goto('/?wallet=dev,dev2&ethereum=dev2&policy=approve&solana=0')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const wallets = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('list', {
    name: 'Wallets',
  })
  await expect(wallets.getByRole('button', { name: /^Latch Test Wallet 2\b/ })).toHaveCount(1)
  await expect(wallets.getByRole('button', { name: /^Latch Test Wallet(?! 2)\b/ })).toHaveCount(1)
  // Directory wallets and the All Wallets row follow; the injected ones are these two only.
  await expect(wallets.getByRole('button', { name: /^Latch Test Wallet/ })).toHaveCount(2)
})

test('disconnect removes the stored connection; a reload shows Connect Wallet', async ({
  page,
}) => {
  const keys = [
    '@latch/connected_connector_ids',
    '@latch/connection_status',
    '@latch/connected_namespaces',
    '@latch/connections',
    '@latch/active_caip_network_id',
  ]
  const storedKeys = () => page.evaluate(() => Object.keys(localStorage))
  await connect(page)
  // They were there while connected: their absence below is the disconnect's doing.
  expect(await storedKeys()).toEqual(expect.arrayContaining(keys))

  await accountButton(page).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Disconnect' })
    .click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  const stored = await storedKeys()
  for (const key of keys) expect(stored).not.toContain(key)

  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await walletRequests(page)).not.toContain('eth_requestAccounts')
})
