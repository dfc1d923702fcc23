import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test'
import {
  clickInFrame,
  DEMO,
  expectConnected,
  frame,
  newEmail,
  openAccount,
  signInByEmail,
  signOut,
  snapshot,
  submitEmail,
} from './support/embedded.ts'
import { screenshot } from './support/screenshot.ts'

// Issue P10's passkey recovery, in the demo against `npm start`'s stack, with Chromium's virtual
// authenticator (CTAP2, resident keys, user verification, PRF): signed in by email, the visitor
// adds a passkey in the frame's own card; signed out (the frame's device share deleted) and
// reloaded, "Use a passkey" alone restores the same addresses. A fresh context with the
// credential exported and imported gets no PRF from it (CDP moves no PRF secret): a clear error.
// A provider without PRF that keeps large blobs: the secret rides in the passkey's blob, which
// CDP does move, so a fresh context with the passkey restores the same addresses.

type Credential = { credentialId: string; rpId?: string; [key: string]: unknown }

/**
 * A virtual authenticator for the page (the frame is cross-site: it uses the tab's): PRF by
 * default; `{ hasPrf: false, hasLargeBlob: true }` for a provider that keeps large blobs instead.
 */
async function virtualAuthenticator(
  page: Page,
  kind: { hasPrf: boolean; hasLargeBlob: boolean } = { hasPrf: true, hasLargeBlob: false },
) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      // Large blobs are a CTAP 2.1 feature.
      ...(kind.hasLargeBlob && { ctap2Version: 'ctap2_1' as const }),
      ...kind,
    },
  })
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId }))
        .credentials as unknown as Credential[],
    add: (credential: Credential) =>
      cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never }),
  }
}

/**
 * Account → "Add a passkey" → the frame's card (`onCard` runs while it shows) → its Add button:
 * "Passkey added" in the frame.
 */
async function addPasskey(page: Page, onCard?: () => Promise<void>) {
  const account = await openAccount(page)
  await account.getByRole('button', { name: /Add a passkey/ }).click()
  await expect(frame(page).getByTestId('latch-frame-passkey-card')).toBeVisible()
  await onCard?.()
  await clickInFrame(page, 'latch-frame-passkey-add')
  await expect(frame(page).getByRole('heading', { name: 'Passkey added' })).toBeVisible({
    timeout: 30_000,
  })
}

/** Connect Wallet → "Use a passkey" (`onConnect` runs on the Connect view): the addresses. */
async function connectWithPasskey(page: Page, onConnect?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await onConnect?.()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Use a passkey' })
    .click()
  return expectConnected(page)
}

const setTheme = (page: Page, mode: 'light' | 'dark') =>
  page.evaluate(
    (themeMode) =>
      (window as unknown as { latch: { setThemeMode(m: string): void } }).latch.setThemeMode(
        themeMode,
      ),
    mode,
  )

let second: BrowserContext | undefined
test.afterEach(async () => {
  await second?.close()
  second = undefined
})

test('a passkey added in the frame restores the same addresses with no device share; imported without its PRF secret it is refused in words', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const authenticator = await virtualAuthenticator(page)
  await page.goto(DEMO)
  const email = newEmail('passkey')
  const wallet = await signInByEmail(page, email)

  // Account → Export recovery share: the card offers "Add a passkey" too (Not now: back).
  const account = await openAccount(page)
  await account.getByRole('button', { name: /Export recovery share/ }).click()
  await clickInFrame(page, 'latch-frame-recovery-passkey')
  await expect(frame(page).getByTestId('latch-frame-passkey-card')).toBeVisible()
  await clickInFrame(page, 'latch-frame-passkey-cancel')
  await expect(account).toBeVisible()
  await page.keyboard.press('Escape')

  // Account → "Add a passkey": the frame's card over ApproveTransaction.
  await addPasskey(page, async () => {
    await screenshot(page, testInfo, 'passkey-card-light')
    await setTheme(page, 'dark')
    await screenshot(page, testInfo, 'passkey-card-dark')
    await setTheme(page, 'light')
  })
  await screenshot(page, testInfo, 'passkey-added-light')
  await setTheme(page, 'dark')
  await screenshot(page, testInfo, 'passkey-added-dark')
  await setTheme(page, 'light')
  await clickInFrame(page, 'latch-frame-done')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()

  const credentials = await authenticator.credentials()
  expect(credentials).toHaveLength(1)
  expect(credentials[0]?.rpId).toBe('localhost')

  // A new browser for the wallet: sign-out deletes the frame's record and sealing key (no device
  // share left) and the page's storage; a reload starts from nothing. "Use a passkey" alone:
  // the same addresses, rebuilt from the server's auth share and the share sealed under the PRF.
  await signOut(page)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  const restored = await connectWithPasskey(page, () =>
    screenshot(page, testInfo, 'use-a-passkey-light'),
  )
  expect(restored.evm).toBe(wallet.evm)
  expect(restored.solana).toBe(wallet.solana)

  // Email code plus passkey: signed out again on a browser without the wallet, the email asks
  // for a device link; "Use a passkey instead" (that account's) stands in for the link.
  await signOut(page)
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await submitEmail(page, email)
  await expect(page.getByText('Approve this device')).toBeVisible({ timeout: 30_000 })
  await screenshot(page, testInfo, 'device-step-with-passkey-light')
  await page.getByRole('button', { name: 'Use a passkey instead' }).click()
  const again = await expectConnected(page)
  expect(again.evm).toBe(wallet.evm)
  expect(again.solana).toBe(wallet.solana)

  // A fresh browser context with the credential imported into its own authenticator: Chromium's
  // WebAuthn.getCredentials / addCredential carry the key, not the PRF secret, so that passkey
  // gives no PRF output there. The visitor is told so in words; nothing connects.
  second = await browser.newContext()
  const fresh = await second.newPage()
  const freshAuthenticator = await virtualAuthenticator(fresh)
  await freshAuthenticator.add(credentials[0] as Credential)
  await fresh.goto(DEMO)
  await fresh.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = fresh.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(connect.getByRole('alert')).toHaveText(
    'This passkey can’t protect a recovery share (its provider has no PRF support). Try another one.',
  )
  await setTheme(fresh, 'dark')
  await screenshot(fresh, testInfo, 'use-a-passkey-error-dark')
  expect((await snapshot(fresh)).connectors.eip155).toBeUndefined()
})

test('a passkey of a provider with large blobs and no PRF, moved to a fresh browser context, restores the same addresses there', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const kind = { hasPrf: false, hasLargeBlob: true }
  const authenticator = await virtualAuthenticator(page, kind)
  await page.goto(DEMO)
  const wallet = await signInByEmail(page, newEmail('passkey-blob'))
  await addPasskey(page)
  await clickInFrame(page, 'latch-frame-done')
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()

  // The passkey as a sync would carry it: its key and its blob (32 bytes: the frame's secret).
  const [credential] = await authenticator.credentials()
  expect(credential?.rpId).toBe('localhost')
  expect(Buffer.from(String(credential?.largeBlob), 'base64')).toHaveLength(32)

  // Another browser: nothing of this wallet in it but the passkey.
  second = await browser.newContext()
  const fresh = await second.newPage()
  await (await virtualAuthenticator(fresh, kind)).add(credential as Credential)
  await fresh.goto(DEMO)
  const restored = await connectWithPasskey(fresh)
  expect(restored.evm).toBe(wallet.evm)
  expect(restored.solana).toBe(wallet.solana)
})
