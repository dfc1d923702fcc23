import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { walletError } from '../../../../core/src/test/createScriptedAdapter.ts'
import { ConnectButton } from '../../ConnectButton/ConnectButton.tsx'
import { setCatalogue } from '../../i18n/loadCatalogue.ts'
import { settle, violationsOf } from '../../test/axe.ts'
import { pseudoCatalogue, untranslatedTexts } from '../../test/catalogueText.ts'
import { getButtonRoot, getModalHost, renderWithLatch } from '../../test/fixtures.tsx'
import {
  cleanupWallets,
  createScriptedClient,
  createWalletClient,
  deferred,
} from '../../test/wallets.ts'

const RDNS = 'dev.latch.testwallet'

afterEach(() => {
  cleanup()
  cleanupWallets()
})

const requestsOf = (wallet: { requests: readonly string[] }, method: string) =>
  wallet.requests.filter((request) => request === method).length

/** Opens the modal and picks the test wallet on the Connect view, as a visitor does. */
async function pickWallet(name = 'Latch Test Wallet') {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: new RegExp(name) }).click()
}

describe('ConnectingExternal with the real test wallet', () => {
  test('asks the wallet once under StrictMode and says "Continue in {wallet}" while it waits', async () => {
    const { client, wallet } = createWalletClient({ policy: 'prompt' })
    renderWithLatch(<ConnectButton />, client, { strict: true })
    await pickWallet()
    await expect.element(page.getByText('Continue in Latch Test Wallet')).toBeVisible()
    await expect
      .element(page.getByText('Accept the request in your wallet to connect.'))
      .toBeVisible()
    expect(getModalHost().root.querySelector('.latch-status')?.getAttribute('data-state')).toBe(
      'waiting',
    )
    expect(requestsOf(wallet, 'eth_requestAccounts')).toBe(1)

    await page.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => client.getState().open).toBe(false)
    expect(client.getState().accounts.eip155?.address).toBe(wallet.address)
    expect(requestsOf(wallet, 'eth_requestAccounts')).toBe(1)
  })

  test('a declined connection shows "Connection rejected"; "Try again" connects', async () => {
    const { client, wallet } = createWalletClient({ policy: 'reject' })
    const events: string[] = []
    client.subscribeEvents((event) => events.push(event.data.event))
    renderWithLatch(<ConnectButton />, client)
    await pickWallet()
    await expect.element(page.getByText('Connection rejected', { exact: true })).toBeVisible()
    expect(getModalHost().root.querySelector('.latch-status')?.getAttribute('data-state')).toBe(
      'failed',
    )
    expect(events).toContain('USER_REJECTED')
    expect(client.getState().accounts.eip155?.status ?? 'disconnected').toBe('disconnected')

    wallet.setPolicy('approve')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => client.getState().accounts.eip155?.status).toBe('connected')
    expect(client.getState().open).toBe(false)
    expect(requestsOf(wallet, 'eth_requestAccounts')).toBe(2)
    expect(events).toContain('CONNECT_SUCCESS')
  })

  test('"Try again" is reached with Tab and pressed with Enter', async () => {
    const { client, wallet } = createWalletClient({ policy: 'reject' })
    renderWithLatch(<ConnectButton />, client)
    await pickWallet()
    const retry = page.getByRole('button', { name: 'Try again' })
    await expect.element(retry).toBeVisible()
    wallet.setPolicy('approve')
    // From the back button (the view's first control), Tab reaches Try again before Close.
    const labels: string[] = []
    for (let step = 0; step < 4; step++) {
      const active = getModalHost().root.activeElement as HTMLElement | null
      labels.push(active?.getAttribute('aria-label') ?? active?.textContent ?? '')
      if (active?.textContent === 'Try again') break
      await userEvent.keyboard('{Tab}')
    }
    expect(labels.at(-1)).toBe('Try again')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => client.getState().accounts.eip155?.status).toBe('connected')
  })
})

describe('ConnectingExternal with a scripted adapter', () => {
  test('another wallet failure shows its short message and Try again', async () => {
    const { client, script } = createScriptedClient()
    script.connectError = walletError(-32603, 'internal error')
    renderWithLatch(<ConnectButton />, client)
    await pickWallet('Dev Wallet')
    await expect.element(page.getByText('Failed to connect', { exact: true })).toBeVisible()
    expect(getModalHost().root.textContent).not.toContain('Connection rejected')

    script.connectError = undefined
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => client.getState().accounts.eip155?.status).toBe('connected')
  })

  test('a connector that vanished shows core’s message for it', async () => {
    const { client } = createScriptedClient()
    renderWithLatch(null, client)
    await act(() =>
      client.open({ view: 'ConnectingExternal', arguments: { connectorId: 'gone.wallet' } }),
    )
    await expect
      .element(page.getByText('No connector found for connection', { exact: true }))
      .toBeVisible()
  })

  test('while connecting the connect button says "Connecting…"; once connected it is the account button', async () => {
    const { client, adapter } = createScriptedClient()
    const held = deferred()
    const connect = adapter.connect
    adapter.connect = async (parameters) => {
      await held.promise
      return connect(parameters)
    }
    renderWithLatch(<ConnectButton />, client)
    const button = getButtonRoot().querySelector('button')!
    await pickWallet('Dev Wallet')
    await expect.poll(() => button.textContent).toBe('Connecting…')
    held.resolve()
    await expect.poll(() => button.className).toBe('latch-account')
    // The same element throughout: focus handed back to it after connecting lands on it.
    expect(getButtonRoot().querySelector('button')).toBe(button)
    expect(button.textContent).toContain('0x00…0000aa')
  })

  test('in embedded mode a connection returns the panel to Account', async () => {
    const { client } = createScriptedClient({ enableEmbedded: true })
    const { LatchModal } = await import('../../Modal/LatchModal.tsx')
    renderWithLatch(<LatchModal />, client)
    await page.getByRole('button', { name: /Dev Wallet/ }).click()
    await expect.poll(() => client.getState().history.at(-1)?.view).toBe('Account')
    await expect.element(page.getByRole('button', { name: 'Copy address' })).toBeVisible()
  })
})

describe('ConnectingExternal in other languages', () => {
  test('waiting, then declined with "Try again": every text comes from the catalogue', async () => {
    const pseudo = pseudoCatalogue()
    // The title of a failure is its error class's text (the errors namespace, another part's).
    setCatalogue('es', {
      ...pseudo,
      errors: { ...pseudo.errors, ConnectionRejectedError: '⟦Connection rejected⟧' },
    })
    const { client } = createWalletClient({ policy: 'prompt' }, { locale: 'es' })
    renderWithLatch(null, client)
    await act(() => client.open())
    await page.getByRole('button', { name: /Latch Test Wallet/ }).click()
    const status = () => getModalHost().root.querySelector('.latch-status') as Element
    await expect.poll(() => status()?.textContent).toContain('⟦Continue in Latch Test Wallet⟧')
    const data = ['Latch Test Wallet', 'LT']
    expect(untranslatedTexts(status(), data)).toEqual([])
    await page.getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => status().getAttribute('data-state')).toBe('failed')
    expect(status().textContent).toContain('⟦Connection rejected⟧')
    expect(untranslatedTexts(status(), data)).toEqual([])
  })
})

describe.each(['light', 'dark'] as const)('axe, %s theme', (themeMode) => {
  test('waiting and rejected states have no violations', async () => {
    const { client, wallet } = createWalletClient({ policy: 'prompt' }, { themeMode })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'ConnectingExternal', arguments: { connectorId: RDNS } }))
    await expect.element(page.getByText('Continue in Latch Test Wallet')).toBeVisible()
    await settle()
    const { host } = getModalHost()
    expect(await violationsOf(host)).toEqual([])

    await page.getByRole('button', { name: 'Reject' }).click()
    await expect.element(page.getByText('Connection rejected', { exact: true })).toBeVisible()
    await settle()
    expect(await violationsOf(host)).toEqual([])
    expect(wallet.approvals).toEqual([{ method: 'eth_requestAccounts', decision: 'rejected' }])
  })
})
