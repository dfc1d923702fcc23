import { expect, type Page, test } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { SIWX_STATEMENT } from '../apps/demo/src/demoConfig.ts'
import { formatSiwxMessage, parseSiwxMessage } from '../packages/core/src/siwx/message.ts'
import {
  DEVNET_ACCOUNTS,
  DEVNET_CONTRACT_WALLET,
  DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
  SOLANA_DEVNET_ACCOUNTS,
} from '../packages/devnet/src/exports/constants.ts'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../packages/test-wallet/src/exports/walletconnect.ts'
import { accountButton } from './support/accounts.ts'
import { screenshot } from './support/screenshot.ts'

// Sign-in with X (issue P8) end to end: the demo with `?siwx=required|optional` (latchSiwx(),
// sessions verified by the `npm start` server), the real test wallet in the page, and the
// WalletConnect test wallet in this process. What the wallet signed is read from the wallet
// itself (its provider's requests, wrapped in the page), the server's answers straight from
// the server, never from the page.

const SERVER = 'http://127.0.0.1:8787'
const ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'latch-dev-project'
const EVM = DEVNET_ACCOUNTS[0]!.address
const SOLANA = SOLANA_DEVNET_ACCOUNTS[0]!.address
const EVM_WALLET = 'dev.latch.testwallet'
const SOLANA_WALLET = 'dev.latch.testwallet.solana'
const SOLANA_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

type Signed = { message: string; signature: string }

/**
 * An init script: once the demo has injected its test wallets (right after its first module
 * loads), wraps them so every text they sign is kept with its signature, as the wallet received
 * it: personal_sign on the EVM side (hex or text), `solana:signIn` and `solana:signMessage` on
 * the Solana side. Every page load starts an empty record.
 */
function recordSignatures({ evm, solana }: { evm: string; solana: string }) {
  type Wallets = Record<string, Record<string, unknown> | undefined>
  const signed: { message: string; signature: string }[] = []
  ;(window as unknown as { __signed: typeof signed }).__signed = signed
  const found = () => (window as unknown as { __latchTestWallets?: Wallets }).__latchTestWallets
  const wait = () => {
    const wallets = found()
    if (wallets?.[evm]) wrap(wallets)
    else setTimeout(wait, 5)
  }
  setTimeout(wait, 0)
  const wrap = (wallets: Wallets) => {
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
    const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    const base58 = (bytes: Uint8Array) => {
      let value = 0n
      for (const byte of bytes) value = value * 256n + BigInt(byte)
      let out = ''
      while (value > 0n) {
        out = B58[Number(value % 58n)] + out
        value /= 58n
      }
      for (const byte of bytes) {
        if (byte !== 0) break
        out = `1${out}`
      }
      return out
    }
    const provider = wallets[evm]?.provider as
      | { request(args: { method: string; params?: unknown }): Promise<unknown> }
      | undefined
    if (provider) {
      const request = provider.request.bind(provider)
      provider.request = async (args) => {
        const result = await request(args)
        if (args.method === 'personal_sign') {
          const [message] = args.params as [string]
          const decoded = message.startsWith('0x')
            ? text(
                new Uint8Array((message.slice(2).match(/../g) ?? []).map((h) => parseInt(h, 16))),
              )
            : message
          signed.push({ message: decoded, signature: result as string })
        }
        return result
      }
    }
    type Output = { signedMessage: Uint8Array; signature: Uint8Array }
    const features = wallets[solana]?.features as
      | Record<string, Record<string, (...inputs: unknown[]) => Promise<Output[]>>>
      | undefined
    for (const [feature, method] of [
      ['solana:signIn', 'signIn'],
      ['solana:signMessage', 'signMessage'],
    ] as const) {
      const target = features?.[feature]
      if (!target?.[method]) continue
      const original = target[method].bind(target)
      target[method] = async (...inputs: unknown[]) => {
        const outputs = await original(...inputs)
        for (const output of outputs) {
          signed.push({ message: text(output.signedMessage), signature: base58(output.signature) })
        }
        return outputs
      }
    }
  }
}

const signedInPage = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __signed: Signed[] }).__signed])

/** The server's nonces the page fetched (GET /auth/v1/nonce answers), in order. */
function recordNonces(page: Page): string[] {
  const nonces: string[] = []
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${SERVER}/auth/v1/nonce`) || !response.ok()) return
    nonces.push(((await response.json()) as { nonce: string }).nonce)
  })
  return nonces
}

/** The session the page keeps for `namespace` (the server's token with it). */
const pageSession = (page: Page, namespace: 'eip155' | 'solana') =>
  page.evaluate((ns) => {
    type Session = { token?: string; message: string; signature: string; data: unknown }
    const latch = (
      window as unknown as {
        latch?: { getState(): { siwx?: { sessions: Record<string, Session | undefined> } } }
      }
    ).latch
    return latch?.getState().siwx?.sessions[ns]
  }, namespace)

/** GET /auth/v1/me with the token, straight from the server. */
async function me(token: string) {
  const response = await fetch(`${SERVER}/auth/v1/me?projectId=${PROJECT}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** POST /auth/v1/authenticate as the demo's origin would. */
async function authenticate(body: Signed) {
  const response = await fetch(`${SERVER}/auth/v1/authenticate?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The EVM test wallet's log of the methods the page asked it. */
const walletRequests = (page: Page) =>
  page.evaluate((rdns) => [...(window.__latchTestWallets?.[rdns]?.requests ?? [])], EVM_WALLET)

/** The demo with the test wallet (approving) and sign-in on; the wallet recorder installed. */
async function openDemo(page: Page, query = 'siwx=required&solana=0') {
  await page.addInitScript(recordSignatures, { evm: EVM_WALLET, solana: SOLANA_WALLET })
  await page.goto(`/?wallet=dev&policy=approve&${query}`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
}

/** Connect → Latch Test Wallet (EVM); the sign-in view follows. */
async function connectEvm(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
  await dialog.getByRole('button', { name: /^Latch Test Wallet\b/ }).click()
}

/** The SIWXSignMessage view. */
const signView = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Sign', exact: true }) })

/** The demo's sign-in panel. */
const signInPanel = (page: Page) => page.getByRole('region', { name: 'Sign-in' })

async function signIn(page: Page) {
  await expect(signView(page)).toBeVisible()
  await signView(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
}

test('sign-in required: the wallet signs a valid EIP-4361 message for the demo with a server nonce; /auth/v1/me answers the address', async ({
  page,
}) => {
  const nonces = recordNonces(page)
  await openDemo(page)
  await connectEvm(page)
  await signIn(page)
  await expect(accountButton(page, EVM)).toBeVisible()

  const signed = await signedInPage(page)
  expect(signed).toHaveLength(1)
  const { message, signature } = signed[0]!
  const fields = parseSiwxMessage(message)
  expect(fields).toMatchObject({
    domain: '127.0.0.1:5173',
    address: EVM,
    version: '1',
    chainId: 'eip155:31337',
  })
  expect(new URL(fields.uri).origin).toBe(ORIGIN)
  // The nonce is the one the server handed the page, not one made in the browser.
  expect(nonces).toContain(fields.nonce)
  expect(message).toMatch(
    /^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\n/,
  )
  expect(await verifyMessage({ address: EVM, message, signature: signature as Hex })).toBe(true)

  const session = await pageSession(page, 'eip155')
  expect(session?.message).toBe(message)
  const answer = await me(session!.token!)
  expect(answer).toMatchObject({ status: 200, body: { address: EVM, chainId: 'eip155:31337' } })

  // The demo says so, and that the server confirmed it.
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-in')
  await expect(signInPanel(page).getByText(EVM, { exact: true })).toBeVisible()
  await expect(signInPanel(page).getByText(/^Confirmed by the server/)).toBeVisible()
})

test('a reload and a second tab: signed in, no new signature asked', async ({ context, page }) => {
  await openDemo(page)
  await connectEvm(page)
  await signIn(page)
  const token = (await pageSession(page, 'eip155'))?.token

  await page.reload()
  await expect(accountButton(page, EVM)).toBeVisible()
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-in')
  await page.waitForTimeout(1_000)
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await walletRequests(page)).not.toContain('personal_sign')
  expect((await pageSession(page, 'eip155'))?.token).toBe(token)

  const second = await context.newPage()
  await second.goto('/?wallet=dev&policy=approve&siwx=required&solana=0')
  await expect(accountButton(second, EVM)).toBeVisible()
  await expect(signInPanel(second)).toHaveAttribute('data-state', 'signed-in')
  await second.waitForTimeout(1_000)
  await expect(second.getByRole('dialog')).toBeHidden()
  expect(await walletRequests(second)).not.toContain('personal_sign')
})

test("the demo's Sign out: this tab and the other one signed out, the server refuses the token", async ({
  context,
  page,
}) => {
  await openDemo(page)
  await connectEvm(page)
  await signIn(page)
  const token = (await pageSession(page, 'eip155'))!.token!
  const second = await context.newPage()
  await second.goto('/?wallet=dev&policy=approve&siwx=required&solana=0')
  await expect(signInPanel(second)).toHaveAttribute('data-state', 'signed-in')

  await signInPanel(page).getByRole('button', { name: 'Sign out' }).click()
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-out')
  // Sign-in is required: signing out disconnects, here and in the other tab.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  // The other tab hears it through storage events while in the background: on a loaded CI
  // machine that took more than the default 5 s once.
  await expect(signInPanel(second)).toHaveAttribute('data-state', 'signed-out', {
    timeout: 15_000,
  })
  await expect(second.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect((await me(token)).status).toBe(401)
})

test('the same message and signature again: 401; one character changed: 401', async ({ page }) => {
  await openDemo(page)
  await connectEvm(page)
  await signIn(page)
  const [signed] = await signedInPage(page)
  // What the page already used, posted again: the nonce is spent.
  const replay = await authenticate(signed!)
  expect(replay).toMatchObject({ status: 401, body: { error: 'invalid_nonce' } })
  // The page's message with one character of its statement changed.
  const tampered = signed!.message.replace(SIWX_STATEMENT, SIWX_STATEMENT.replace('demo', 'demO'))
  expect(tampered).not.toBe(signed!.message)
  expect((await authenticate({ ...signed!, message: tampered })).status).toBe(401)

  // Signed here with the page's account over fresh server nonces, so the changed character is
  // the only fault: the tampered text is refused for its signature (its code says so); the
  // text as signed is accepted, once.
  const signedFresh = async () => {
    const answer = await fetch(`${SERVER}/auth/v1/nonce?projectId=${PROJECT}`)
    const { nonce } = (await answer.json()) as { nonce: string }
    const fields = {
      ...parseSiwxMessage(signed!.message),
      nonce,
      issuedAt: new Date().toISOString(),
    }
    const message = formatSiwxMessage(fields)
    const account = privateKeyToAccount(DEVNET_ACCOUNTS[0]!.privateKey)
    return { message, signature: await account.signMessage({ message }) }
  }
  const first = await signedFresh()
  const oneChar = first.message.replace(SIWX_STATEMENT, SIWX_STATEMENT.replace('demo', 'demO'))
  expect(oneChar.length).toBe(first.message.length)
  expect(await authenticate({ ...first, message: oneChar })).toMatchObject({
    status: 401,
    body: { error: 'invalid_signature' },
  })
  const second = await signedFresh()
  expect((await authenticate(second)).status).toBe(200)
  expect(await authenticate(second)).toMatchObject({
    status: 401,
    body: { error: 'invalid_nonce' },
  })
})

test('Cancel with sign-in required: the wallet disconnects', async ({ page }) => {
  await openDemo(page)
  await connectEvm(page)
  await expect(signView(page)).toBeVisible()
  await signView(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await signedInPage(page)).toEqual([])
})

test("sign-in optional: Cancel keeps the wallet connected; the demo's Sign in asks again and signs in", async ({
  page,
}) => {
  await openDemo(page, 'siwx=optional&solana=0')
  await connectEvm(page)
  await expect(signView(page)).toBeVisible()
  await signView(page).getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(accountButton(page, EVM)).toBeVisible()
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-out')
  await expect(signInPanel(page).getByText('Sign-in is optional on this page')).toBeVisible()

  // latch.signIn(): the sign view shows while the wallet is asked at once (it approves here).
  await signInPanel(page).getByRole('button', { name: 'Sign in' }).click()
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-in', { timeout: 15_000 })
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(await signedInPage(page)).toHaveLength(1)
  const session = await pageSession(page, 'eip155')
  expect(await me(session!.token!)).toMatchObject({ status: 200, body: { address: EVM } })
})

test("declined in the wallet: 'Signature declined'", async ({ page }) => {
  await openDemo(page)
  await connectEvm(page)
  await expect(signView(page)).toBeVisible()
  await page.evaluate((rdns) => window.__latchTestWallets?.[rdns]?.setPolicy('reject'), EVM_WALLET)
  await signView(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(page.getByText('Signature declined')).toBeVisible()
  expect(await pageSession(page, 'eip155')).toBeUndefined()
})

test('a Solana account signs in (solana:signIn) and the server verifies it', async ({ page }) => {
  await openDemo(page, 'siwx=required')
  await page.getByRole('button', { name: 'Latch Devnet', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Choose Network' })
    .getByRole('button', { name: /^Latch Solana Devnet( Testnet)?$/ })
    .click()
  const offer = page.getByRole('dialog', { name: 'Switch Chain' })
  await offer.getByRole('button', { name: 'Connect a Solana wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /^Latch Test Wallet\b/ })
    .click()
  await signIn(page)

  const requests = await page.evaluate(
    (rdns) => [...(window.__latchTestWallets?.[rdns]?.requests ?? [])],
    SOLANA_WALLET,
  )
  expect(requests).toContain('solana:signIn')
  const [signed] = await signedInPage(page)
  const fields = parseSiwxMessage(signed!.message)
  expect(fields).toMatchObject({ domain: '127.0.0.1:5173', address: SOLANA, chainId: SOLANA_CHAIN })
  const session = await pageSession(page, 'solana')
  expect(await me(session!.token!)).toMatchObject({
    status: 200,
    body: { address: SOLANA, chainId: SOLANA_CHAIN },
  })
})

for (const [kind, contract, name] of [
  ['a deployed contract wallet (EIP-1271)', DEVNET_CONTRACT_WALLET, 'Latch Contract Wallet'],
  [
    'an undeployed contract wallet (ERC-6492)',
    DEVNET_COUNTERFACTUAL_CONTRACT_WALLET,
    'Latch Counterfactual Wallet',
  ],
] as const) {
  test(`${kind} signs in; the server verifies it through the chain`, async ({ page }) => {
    const query = `wallet=${contract === DEVNET_CONTRACT_WALLET ? 'contract' : 'counterfactual'}`
    await page.goto(`/?${query}&policy=approve&siwx=required&solana=0`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await expect(dialog.getByRole('button', { name: /^All Wallets/ })).toBeVisible()
    await dialog.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click()
    await signIn(page)
    const session = await pageSession(page, 'eip155')
    expect(session?.data).toMatchObject({ address: contract.address })
    expect(await me(session!.token!)).toMatchObject({
      status: 200,
      body: { address: contract.address, chainId: 'eip155:31337' },
    })
  })
}

const wallets: WalletConnectTestWallet[] = []
test.afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

test('WalletConnect one-click: one approval connects and signs in; the server verifies the CACAO', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const account = DEVNET_ACCOUNTS[5]!
  const wallet = await createWalletConnectTestWallet({
    relayUrl: 'ws://127.0.0.1:8787',
    privateKey: account.privateKey,
    evmRpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
  })
  wallets.push(wallet)
  const nonces = recordNonces(page)
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('websocket', (socket) => urls.push(socket.url()))
  // One-click applies when WalletConnect pairs eip155 alone: the demo's ?wc=eip155.
  await page.goto('/?siwx=required&wc=eip155')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  const code = page.locator('.latch-qr[data-state=ready]')
  await expect(code).toBeVisible({ timeout: 15_000 })
  await wallet.pair((await code.getAttribute('data-value'))!)
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  await expect(accountButton(page, account.address)).toBeVisible()

  // One answer: no session proposal of its own, no personal_sign afterwards.
  expect(wallet.approvals).toBe(1)
  expect(wallet.requests.map((request) => request.method)).not.toContain('personal_sign')
  const [message] = wallet.authentications[0]?.messages ?? []
  const fields = parseSiwxMessage(message!)
  expect(fields).toMatchObject({ domain: '127.0.0.1:5173', address: account.address })
  expect(nonces).toContain(fields.nonce)
  const session = await pageSession(page, 'eip155')
  expect(session?.message).toBe(message)
  expect(await me(session!.token!)).toMatchObject({
    status: 200,
    body: { address: account.address, chainId: fields.chainId },
  })
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-in')
  // Nothing of it left the machine (the relay, the server, the devnet).
  const local = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)|^(data|blob):/
  expect(urls.filter((url) => !local.test(url))).toEqual([])
})

test('WalletConnect on the demo as is (EVM and Solana): a plain proposal keeps the Solana account, then the usual sign prompt', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const account = DEVNET_ACCOUNTS[6]!
  const solana = SOLANA_DEVNET_ACCOUNTS[1]!
  const wallet = await createWalletConnectTestWallet({
    relayUrl: 'ws://127.0.0.1:8787',
    privateKey: account.privateKey,
    evmRpcUrls: { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    solana: { secretKey: solana.secretKey, chainId: SOLANA_CHAIN },
  })
  wallets.push(wallet)
  await page.goto('/?siwx=required')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  const code = page.locator('.latch-qr[data-state=ready]')
  await expect(code).toBeVisible({ timeout: 15_000 })
  await wallet.pair((await code.getAttribute('data-value'))!)

  // No one-click (it would be eip155 only): the session proposal, answered with both accounts.
  await expect(signView(page)).toBeVisible({ timeout: 15_000 })
  expect(wallet.authentications).toEqual([])
  expect(wallet.approvals).toBe(1)
  const accounts = await page.evaluate(() => {
    type State = { accounts: Record<string, { address: string } | undefined> }
    const latch = (window as unknown as { latch?: { getState(): State } }).latch
    const state = latch?.getState()
    return { eip155: state?.accounts.eip155?.address, solana: state?.accounts.solana?.address }
  })
  expect(accounts).toEqual({ eip155: account.address, solana: solana.address })

  // The usual sign prompt, once per connected account (sign-in is required on both): the EVM
  // account with personal_sign, the Solana one with solana_signMessage, over the session. Which
  // comes first follows the namespace the connection made active; both must be asked, once each.
  const asked: string[] = []
  for (const _ of ['first', 'second']) {
    const network = signView(page).locator('p', { hasText: ' · ' })
    await expect(network).toHaveCount(1, { timeout: 15_000 })
    const text = (await network.textContent()) ?? ''
    expect(asked).not.toContain(text)
    asked.push(text)
    await signView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(signView(page).locator('p', { hasText: text })).toHaveCount(0, { timeout: 15_000 })
  }
  expect(asked.map((text) => text.split(' · ')[1]).sort()).toEqual([
    'Latch Devnet',
    'Latch Solana Devnet',
  ])
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 15_000 })
  const methods = wallet.requests.map((request) => request.method)
  expect(methods).toContain('personal_sign')
  expect(methods).toContain('solana_signMessage')
  const evmSession = await pageSession(page, 'eip155')
  expect(parseSiwxMessage(evmSession!.message)).toMatchObject({ address: account.address })
  expect(await me(evmSession!.token!)).toMatchObject({
    status: 200,
    body: { address: account.address },
  })
  const solanaSession = await pageSession(page, 'solana')
  expect(await me(solanaSession!.token!)).toMatchObject({
    status: 200,
    body: { address: solana.address, chainId: SOLANA_CHAIN },
  })
  await expect(signInPanel(page)).toHaveAttribute('data-state', 'signed-in')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`SIWXSignMessage screenshot, ${colorScheme}`, async ({ page }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await openDemo(page)
    await connectEvm(page)
    await expect(signView(page)).toBeVisible()
    await screenshot(page, testInfo, `siwx-sign-message-${colorScheme}`)
  })
}
