import { createMemoryStorage, type LatchOptions } from '@latch/core'
import { unverifiedSiwx } from '@latch/core/siwx'
import { cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, test } from 'vitest'
import { ConnectButton } from '../../ConnectButton/ConnectButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupWallets,
  createScriptedClient,
  createWalletClient,
  deferred,
} from '../../test/wallets.ts'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

const METADATA = {
  name: 'Latch Demo',
  description: 'Sign-in test',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** Connects through the Connect view with sign-in on; the sign view takes the modal over. */
async function connectWithSignIn(options: Partial<LatchOptions> = {}) {
  const { client, wallet } = createWalletClient(
    {},
    {
      metadata: METADATA,
      siwx: unverifiedSiwx(),
      ...options,
    },
  )
  renderWithLatch(<ConnectButton />, client)
  await client.open()
  await page.getByRole('button', { name: /Latch Test Wallet/ }).click()
  await expect.element(page.getByText('Latch Demo wants you to sign in')).toBeVisible()
  return { client, wallet, root: getModalHost().root }
}

describe('SIWXSignMessage view', () => {
  test('opens after connecting: both icons, what is asked, the account, Sign and Cancel', async () => {
    const { client, root } = await connectWithSignIn()
    expect(client.getState().history).toEqual([{ view: 'SIWXSignMessage' }])
    await expect.element(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    expect(root.querySelectorAll('.latch-siwx-icons > .latch-wallet-icon')).toHaveLength(2)
    await expect.element(page.getByText('0xf3…b92266 · Latch Devnet')).toBeVisible()
    // The domain the message names, to match with the wallet's prompt.
    await expect.element(page.getByText(location.host, { exact: true })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Sign' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
  })

  test('Sign: the wallet signs the EIP-4361 message, the session is kept, the modal closes', async () => {
    const { client } = await connectWithSignIn()
    await page.getByRole('button', { name: 'Sign' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    const session = client.getState().siwx?.sessions.eip155
    // For this page's origin, EIP-4361's three line breaks with no statement, the checksummed address.
    expect(session?.message).toMatch(
      new RegExp(
        `^${location.host} wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ${location.origin}/\nVersion: 1\nChain ID: 31337\nNonce: [A-Za-z0-9]{16}\nIssued At: `,
      ),
    )
    // The real test wallet signed those exact bytes.
    expect(
      await verifyMessage({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  test("a decline shows 'Signature declined' and keeps the view to try again", async () => {
    const { client, wallet } = await connectWithSignIn()
    wallet.setPolicy('reject')
    await page.getByRole('button', { name: 'Sign' }).click()
    await expect.element(page.getByRole('alert')).toHaveTextContent('Signature declined')
    expect(client.getState().history.at(-1)?.view).toBe('SIWXSignMessage')
    await expect.element(page.getByRole('button', { name: 'Sign' })).toBeVisible()
  })

  test('optional: Cancel closes the modal and the wallet stays connected', async () => {
    const { client } = await connectWithSignIn()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
  })

  test('required: Close and Escape do not close (the modal shakes); Cancel disconnects', async () => {
    const { client, root } = await connectWithSignIn({ siwx: unverifiedSiwx({ required: true }) })
    await expect.element(page.getByText(/Cancelling disconnects your wallet/)).toBeVisible()
    const close = root.querySelector<HTMLButtonElement>('[data-action=close]')!
    expect(close.getAttribute('aria-disabled')).toBe('true')
    close.click()
    expect(client.getState().open).toBe(true)
    expect(client.getState().shaking).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(client.getState().open).toBe(true)
    // The browser closing the dialog by itself (a second Escape without user activation skips
    // `cancel`): core refuses, the dialog shows again.
    const dialog = root.querySelector('dialog')!
    dialog.close()
    await expect.poll(() => dialog.open).toBe(true)
    expect(client.getState().open).toBe(true)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().accounts.eip155).toBeUndefined()
  })

  test('the Sign button says what is waited on (Signing…) while the wallet is asked', async () => {
    const scripted = createScriptedClient({ metadata: METADATA, siwx: unverifiedSiwx() })
    const signature = deferred<string>()
    scripted.adapter.signMessage = () => signature.promise
    renderWithLatch(<ConnectButton />, scripted.client)
    await scripted.client.open()
    await page.getByRole('button', { name: /Dev Wallet/ }).click()
    await page.getByRole('button', { name: 'Sign' }).click()
    const busy = page.getByRole('button', { name: 'Signing…' })
    await expect.element(busy).toBeVisible()
    expect(busy.element().getAttribute('aria-disabled')).toBe('true')
    expect(getModalHost().root.querySelector('.latch-siwx')?.getAttribute('aria-busy')).toBe('true')
    signature.resolve(`0x${'5'.repeat(130)}`)
    await expect.poll(() => scripted.client.getState().open).toBe(false)
  })
})

describe('SIWXSignMessage in other languages', () => {
  test('every text comes from the catalogue (a pseudo-language shows no bare text)', async () => {
    setCatalogue('es', pseudoCatalogue())
    const { client, root } = await connectWithSignIn({ siwx: unverifiedSiwx({ required: true }) })
    client.setLocale('es')
    const view = () => root.querySelector('.latch-siwx') as Element
    await expect.poll(() => view().querySelector('.latch-siwx-title')?.textContent).toContain('⟦')
    const data = ['Latch Demo', 'Latch Test Wallet', 'Latch Devnet', location.host]
    expect(untranslatedTexts(view(), data)).toEqual([])
  })

  test('in German, loaded on demand', async () => {
    const { client } = await connectWithSignIn()
    client.setLocale('de')
    await expect
      .element(page.getByText('Latch Demo möchte, dass Sie sich anmelden'), { timeout: 10_000 })
      .toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Signieren' })).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Abbrechen' })).toBeVisible()
  })
})

describe('two tabs (two clients on one storage)', () => {
  test('signed in in one, the other sees it without a prompt; signed out there, out here too', async () => {
    const storage = createMemoryStorage()
    const siwx = unverifiedSiwx()
    const one = createScriptedClient({ storage, siwx, metadata: METADATA })
    await one.client.connect({ connectorId: 'dev.wallet' })
    await one.client.signIn()
    const two = createScriptedClient({ storage, siwx, metadata: METADATA })
    await two.client.ready
    expect(two.client.getState().accounts.eip155?.status).toBe('connected')
    expect(two.client.getState().open).toBe(false)
    expect(two.client.getState().siwx?.sessions.eip155).toBeDefined()
    await one.client.signOut()
    await expect.poll(() => two.client.getState().siwx?.sessions.eip155).toBeUndefined()
    expect(two.client.getState().open).toBe(false)
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('the sign view has no violations', async () => {
    await connectWithSignIn({ themeMode })
    await settle()
    expect(await violationsOf(getModalHost().host)).toEqual([])
  })
})
