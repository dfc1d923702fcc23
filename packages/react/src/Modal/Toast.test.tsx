import { type AlertId, ConnectionRejectedError, type ToastVariant } from '@latch/core'
import { TOAST_SWAP_DELAY_MS } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../i18n/loadCatalogue.ts'
import { pseudoCatalogue, untranslatedTexts } from '../test/catalogueText.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../test/fixtures.tsx'
import { copyText } from '../views/shared/copyText.ts'
import { alertMessages } from './alertMessages.ts'

afterEach(cleanup)

async function openModal() {
  const client = createTestClient()
  renderWithLatch(null, client)
  await act(() => client.open())
  const toast = () => getModalHost().root.querySelector<HTMLElement>('.latch-toast')!
  return { client, toast }
}

describe('toast', () => {
  test.each([
    ['success', 'status', 'polite'],
    ['info', 'status', 'polite'],
    ['loading', 'status', 'polite'],
    ['error', 'alert', 'assertive'],
  ] as const)('a %s toast shows its message with role %s', async (variant, role, live) => {
    const { client, toast } = await openModal()
    act(() =>
      client.showToast({ message: `A ${variant} message`, variant: variant as ToastVariant }),
    )
    expect(toast().textContent).toBe(`A ${variant} message`)
    expect(toast().getAttribute('role')).toBe(role)
    expect(toast().getAttribute('aria-live')).toBe(live)
    expect(toast().dataset.variant).toBe(variant)
    expect(toast().dataset.state).toBe('open')
  })

  test('the loading toast shows a spinner, the others an icon', async () => {
    const { client, toast } = await openModal()
    act(() => client.showToast({ message: 'Authenticating...', variant: 'loading' }))
    expect(toast().querySelector('.latch-spinner')).not.toBeNull()
    expect(toast().querySelector('svg')).toBeNull()
    act(() => client.showToast({ message: 'Done', variant: 'success', autoClose: false }))
    await vi.waitFor(() => expect(toast().textContent).toBe('Done'))
    expect(toast().querySelector('svg')).not.toBeNull()
  })

  test('the live region stays mounted and empty while there is no toast', async () => {
    const { toast } = await openModal()
    expect(toast().dataset.state).toBe('idle')
    expect(toast().getAttribute('role')).toBe('status')
    expect(toast().textContent).toBe('')
  })

  test('hiding plays the leave state, then the toast is gone after the swap delay', async () => {
    const { client, toast } = await openModal()
    act(() => client.showToast({ message: 'Bye', variant: 'info', autoClose: false }))
    act(() => client.hideToast())
    expect(toast().dataset.state).toBe('closed')
    expect(toast().textContent).toBe('Bye')
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_DELAY_MS + 50)))
    expect(toast().dataset.state).toBe('idle')
    expect(toast().textContent).toBe('')
  })
})

describe('alert banner', () => {
  test('shows the alert title and description with role alert', async () => {
    const { client } = await openModal()
    act(() => client.showAlert('RATE_LIMITED'))
    const banner = getModalHost().root.querySelector<HTMLElement>('.latch-alert')!
    expect(banner.getAttribute('role')).toBe('alert')
    expect(banner.dataset.variant).toBe('error')
    expect(banner.querySelector('.latch-alert-title')?.textContent).toBe('Rate Limited')
    expect(banner.querySelector('.latch-alert-text')?.textContent).toBe(
      client.getState().alert?.description,
    )
  })

  test('the dismiss button removes it', async () => {
    const { client } = await openModal()
    act(() => client.showAlert('SESSION_EXPIRED'))
    const dismiss = getModalHost().root.querySelector<HTMLButtonElement>(
      '.latch-alert button[aria-label="Dismiss alert"]',
    )!
    act(() => dismiss.click())
    expect(client.getState().alert).toBeUndefined()
    expect(getModalHost().root.querySelector('.latch-alert')).toBeNull()
  })

  test('sits at the top of the modal, above the view', async () => {
    const { client } = await openModal()
    act(() => client.showAlert('SERVER_ERROR'))
    const { root } = getModalHost()
    const banner = root.querySelector('.latch-alert')!
    const body = root.querySelector('.latch-body')!
    expect(banner.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(banner.previousElementSibling?.classList.contains('latch-header')).toBe(true)
  })
})

describe('the modal shell in other languages', () => {
  test('every text comes from the catalogue: header, title, alert, toasts by key and by error, footer', async () => {
    // The pseudo-language, with one error text of its own (the errors namespace is another
    // part's): an error toast shows its class's entry, not its English message.
    setCatalogue('es', {
      ...pseudoCatalogue(),
      errors: { ConnectionRejectedError: '⟦rejected⟧' },
    })
    const client = createTestClient({ locale: 'es', features: { branding: true } })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'AllWallets' }))
    act(() => client.showAlert('SESSION_EXPIRED'))
    const { root } = getModalHost()
    const shell = () =>
      ['.latch-header', '.latch-alert', '.latch-toast', '.latch-footer'].map(
        (selector) => root.querySelector(selector) as Element,
      )
    await expect.poll(() => root.querySelector('.latch-title')?.textContent).toContain('⟦')
    const toast = () => root.querySelector('.latch-toast')?.textContent
    act(() =>
      client.showToast({ message: 'Address copied', key: 'addressCopied', variant: 'success' }),
    )
    await vi.waitFor(() => expect(toast()).toBe('⟦Address copied⟧'))
    expect(shell().flatMap((part) => untranslatedTexts(part))).toEqual([])
    const error = new ConnectionRejectedError()
    act(() => client.showToast({ message: error.shortMessage, error, variant: 'error' }))
    await vi.waitFor(() => expect(toast()).toBe('⟦rejected⟧'))
    expect(root.querySelector('.latch-alert-title')?.textContent).toBe('⟦Session Expired⟧')
  })

  test("a site's own toast (no key) shows its message as given", async () => {
    setCatalogue('es', pseudoCatalogue())
    const client = createTestClient({ locale: 'es' })
    renderWithLatch(null, client)
    await act(() => client.open())
    act(() => client.showToast({ message: 'Saved to your list', variant: 'success' }))
    expect(getModalHost().root.querySelector('.latch-toast')?.textContent).toBe(
      'Saved to your list',
    )
  })

  test("in German: the header's buttons and title, and a copy toast", async () => {
    const client = createTestClient({ locale: 'de' })
    renderWithLatch(null, client)
    await act(() => client.open({ view: 'AllWallets' }))
    await expect
      .element(page.getByRole('button', { name: 'Schließen' }), { timeout: 10_000 })
      .toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Alle Wallets' })).toBeVisible()
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    await act(() => copyText(client, '0xabc', 'address'))
    expect(getModalHost().root.querySelector('.latch-toast')?.textContent).toBe('Adresse kopiert')
    expect(client.getState().toast?.message).toBe('Address copied')
  })

  test("the alerts' English entries are core's texts (SPEC §8)", () => {
    const client = createTestClient()
    for (const id of Object.keys(alertMessages).filter((key) => !key.endsWith('_TEXT'))) {
      client.showAlert(id as AlertId)
      const alert = client.getState().alert
      expect([alert?.title, alert?.description]).toEqual([
        alertMessages[id as AlertId],
        alertMessages[`${id}_TEXT` as keyof typeof alertMessages],
      ])
    }
  })
})
