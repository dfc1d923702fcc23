import { expect, type Page, test } from '@playwright/test'
import { createPublicClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { DEVNET_ACCOUNTS } from '../packages/devnet/src/exports/constants.ts'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../packages/test-wallet/src/exports/walletconnect.ts'
import { short } from './support/accounts.ts'
import { screenshot } from './support/screenshot.ts'

// WalletConnect end to end: the demo (`npm start`) pairs with a real WalletConnect wallet —
// WalletKit in this Node process (`@latch/test-wallet/walletconnect`) — over the server's relay
// on 127.0.0.1:8787. The page has no injected wallet. Chain truth is read from anvil directly.

const RELAY_URL = 'ws://127.0.0.1:8787'
const RPC_URL = 'http://127.0.0.1:8545'
const anvil = createPublicClient({ transport: http(RPC_URL) })
// Accounts no other spec signs with, so a parallel run elsewhere can't race the nonce.
const WALLET_ACCOUNT = DEVNET_ACCOUNTS[4]!
const RECIPIENT = DEVNET_ACCOUNTS[6]!.address
/** SPEC §4: 4 minutes, expired within the last 10 s. */
const PAIRING_LIFETIME_MS = 240_000
const PAIRING_EXPIRY_MARGIN_MS = 10_000

const wallets: WalletConnectTestWallet[] = []
async function createWallet(policy: 'approve' | 'reject' = 'approve') {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: RELAY_URL,
    privateKey: WALLET_ACCOUNT.privateKey,
    evmRpcUrls: { 31337: RPC_URL },
    policy,
  })
  wallets.push(wallet)
  return wallet
}
test.afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

const accountButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`${short(WALLET_ACCOUNT.address)}$`) })

/** Every URL the page asks for (requests and sockets): the kit must call nothing off-machine. */
function recordUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  return urls
}
const isLocal = (url: string) =>
  /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url) ||
  url.startsWith('data:') ||
  url.startsWith('blob:')

/** The demo with no wallet in the page; Connect → WalletConnect. */
async function openWalletConnect(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: /^WalletConnect/ }).click()
  await expect(page.getByRole('dialog', { name: 'WalletConnect' })).toBeVisible()
}

/** The URI the QR code on screen carries (the drawn code's own record of it). */
async function shownUri(page: Page): Promise<string> {
  const code = page.locator('.latch-qr[data-state=ready]')
  await expect(code).toBeVisible({ timeout: 15_000 })
  const uri = await code.getAttribute('data-value')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

/** The URI as a visitor gets it: "Copy link", then the clipboard. */
async function copiedUri(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await shownUri(page)
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

async function pairAndConnect(page: Page, wallet: WalletConnectTestWallet) {
  await openWalletConnect(page)
  const uri = await copiedUri(page)
  expect(uri).toBe(await shownUri(page))
  await wallet.pair(uri)
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  await expect(accountButton(page)).toBeVisible()
}

test('pairs the Node wallet from the code, signs and sends over WalletConnect; every URL is local', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const urls = recordUrls(page)
  const wallet = await createWallet()
  await pairAndConnect(page, wallet)
  expect(wallet.approvals).toBe(1)

  // Sign: the wallet answers personal_sign; the signature recovers to its account.
  const message = `Signed over WalletConnect ${Date.now()}`
  await page.getByLabel('Message').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByLabel('Signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
  const valid = await verifyMessage({
    address: WALLET_ACCOUNT.address,
    message,
    signature: (await signature.textContent()) as Hex,
  })
  expect(valid).toBe(true)
  expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

  // Send 0.01 ETH: the wallet sends it to the devnet; the chain shows it.
  const before = await anvil.getBalance({ address: RECIPIENT })
  await page.getByLabel('Recipient').fill(RECIPIENT)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const output = page.getByLabel('Transaction hash')
  await expect(output).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 15_000 })
  const receipt = await anvil.waitForTransactionReceipt({
    hash: (await output.textContent()) as Hex,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(WALLET_ACCOUNT.address.toLowerCase())
  expect(await anvil.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
  expect(wallet.requests.map((request) => request.method)).toContain('eth_sendTransaction')

  expect(urls.length).toBeGreaterThan(0)
  expect(urls.filter((url) => !isLocal(url))).toEqual([])
  expect(urls.some((url) => url.startsWith(RELAY_URL))).toBe(true)
})

test('a decline says "Connection rejected" with a new code ready, which then connects', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const wallet = await createWallet('reject')
  await openWalletConnect(page)
  const first = await shownUri(page)
  await wallet.pair(first)
  expect(await wallet.waitForProposal(0)).toBe('rejected')
  const dialog = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(dialog.getByText('Connection rejected', { exact: true })).toBeVisible()
  await expect(dialog.getByText('Scan the new code to try again.')).toBeVisible()
  await expect.poll(() => shownUri(page), { timeout: 15_000 }).not.toBe(first)
  const second = await shownUri(page)

  wallet.setPolicy('approve')
  await wallet.pair(second)
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  await expect(accountButton(page)).toBeVisible()
  expect(wallet.rejections).toBe(1)
  expect(wallet.approvals).toBe(1)
})

test('a reload restores the session with no new pairing; a wallet-side disconnect shows Connect within 2 s', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const wallet = await createWallet()
  await pairAndConnect(page, wallet)
  const proposals = wallet.approvals + wallet.rejections

  await page.reload()
  await expect(accountButton(page)).toBeVisible({ timeout: 15_000 })
  // Restored from the stored session: the wallet saw no new proposal.
  await page.waitForTimeout(1_000)
  expect(wallet.approvals + wallet.rejections).toBe(proposals)
  expect(wallet.sessions()).toHaveLength(1)

  await wallet.disconnect()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({
    timeout: 2_000,
  })
})

/**
 * Records, in the page, each change of the code on screen with the page's clock: `uri` is the
 * drawn URI, `null` while none is drawn. The modal lives in a shadow root, so every new root
 * gets an observer.
 */
function recordCodes() {
  const records: { uri: string | null; at: number }[] = []
  ;(window as unknown as { __codes: typeof records }).__codes = records
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init)
    const note = () => {
      const uri = root.querySelector('.latch-qr[data-state=ready]')?.getAttribute('data-value')
      if (records.at(-1)?.uri !== (uri ?? null)) records.push({ uri: uri ?? null, at: Date.now() })
    }
    new MutationObserver(note).observe(root, { subtree: true, childList: true, attributes: true })
    return root
  }
}

test('fake clock: the code is replaced before its 4 minutes and never shown once expired', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.clock.install()
  await page.addInitScript(recordCodes)
  await openWalletConnect(page)
  await shownUri(page)
  // Nine minutes of page time in 1 s steps: two refreshes at least. Real time passes between
  // steps, so the relay's answers (real sockets) come in as they would.
  for (let second = 0; second < 9 * 60; second++) {
    await page.clock.runFor(1_000)
    if (second % 20 === 0) await page.waitForTimeout(100)
  }
  await page.waitForTimeout(500)
  const now = await page.evaluate(() => Date.now())
  const records = await page.evaluate(
    () => (window as unknown as { __codes: { uri: string | null; at: number }[] }).__codes,
  )
  const uris = [...new Set(records.flatMap((record) => (record.uri ? [record.uri] : [])))]
  expect(uris.length).toBeGreaterThanOrEqual(3)

  // When each URI was set: the page time it first appeared (set and drawn in one go).
  const setAt = new Map<string, number>()
  for (const record of records)
    if (record.uri && !setAt.has(record.uri)) setAt.set(record.uri, record.at)
  records.forEach((record, i) => {
    if (!record.uri) return
    const born = setAt.get(record.uri)!
    // On screen from record.at until the next record (or now): all of it before the margin.
    const until = records[i + 1]?.at ?? now
    expect(
      until,
      `${record.uri} shown until ${until - born} ms after it was set`,
    ).toBeLessThanOrEqual(born + PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
  })
  // Each next URI came before the previous one's 4 minutes were up.
  for (const [index, uri] of uris.entries()) {
    const next = uris[index + 1]
    if (next) expect(setAt.get(next)! - setAt.get(uri)!).toBeLessThan(PAIRING_LIFETIME_MS)
  }
  const blank = records.filter((record, i) => i > 0 && record.uri === null)
  test.info().annotations.push({
    type: 'gaps',
    description: `${blank.length} moment(s) with no code between two URIs: ${blank
      .map((record) => {
        const after = records[records.indexOf(record) + 1]
        return after ? `${after.at - record.at} ms` : 'still blank'
      })
      .join(', ')}`,
  })
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`ConnectingWalletConnect screenshots, ${colorScheme}: WalletConnect and a directory wallet`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    // Let the entry animation and the icon settle (the helper waits).
    const shoot = (name: string) => screenshot(page, testInfo, `${name}-${colorScheme}`)
    await openWalletConnect(page)
    await shownUri(page)
    await shoot('walletconnect')

    // Back on Connect, a recommended directory wallet opens its own pairing view.
    await page.getByRole('button', { name: 'Back' }).click()
    const row = page.locator('.latch-wallet[data-group=recommended]').first()
    await expect(row).toBeVisible()
    const name = (await row.locator('.latch-wallet-name').textContent()) ?? ''
    await row.click()
    await expect(page.getByRole('dialog', { name })).toBeVisible()
    await shownUri(page)
    await expect(page.getByText(`Open ${name} on your phone and scan this code.`)).toBeVisible()
    await shoot('walletconnect-directory-wallet')
  })
}
