import { act, cleanup } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient, renderWithLatch, TEST_CONNECTORS } from '../test/fixtures.tsx'
import { LatchModal } from './LatchModal.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function inlineRoot(container: HTMLElement): ShadowRoot {
  const root = container.querySelector('[data-latch-modal]')?.shadowRoot
  if (!root) throw new Error('no inline modal host')
  return root
}

describe('embedded mode', () => {
  test('renders inline where <LatchModal /> stands, visible, with no dialog and no showModal', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const client = createTestClient({ enableEmbedded: true })
    client.store.setState({ connectors: TEST_CONNECTORS })
    const { container } = renderWithLatch(
      <aside>
        <LatchModal />
      </aside>,
      client,
    )
    expect(document.body.querySelector(':scope > [data-latch-modal]')).toBeNull()
    const host = container.querySelector('aside > [data-latch-modal]')
    expect(host).not.toBeNull()
    const root = inlineRoot(container)
    expect(root.querySelector('dialog')).toBeNull()
    const panel = root.querySelector('section.latch-card')
    expect(panel?.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')?.id)
    expect(client.getState().open).toBe(false)
    await expect.element(page.getByRole('region', { name: 'Connect Wallet' })).toBeVisible()
    expect(showModal).not.toHaveBeenCalled()
  })

  test('has no close button; back pops; close() resets to the first view', async () => {
    const client = createTestClient({ enableEmbedded: true })
    const { container } = renderWithLatch(<LatchModal />, client)
    const root = inlineRoot(container)
    expect(root.querySelector('[aria-label="Close"]')).toBeNull()
    act(() => client.pushView({ view: 'Networks' }))
    act(() => client.pushView({ view: 'ProfileWallets' }))
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Connect', 'Networks'])
    act(() => client.close())
    expect(root.querySelector('h2 > span:not([aria-hidden])')?.textContent).toBe('Connect Wallet')
    expect(root.querySelector('section')).not.toBeNull()
  })
})

describe('disableAppend', () => {
  test('the provider appends nothing; <LatchModal /> renders the dialog in place', async () => {
    const client = createTestClient({ disableAppend: true })
    const { container } = renderWithLatch(<LatchModal />, client)
    expect(document.body.querySelector(':scope > [data-latch-modal]')).toBeNull()
    const dialog = inlineRoot(container).querySelector('dialog')!
    expect(dialog.open).toBe(false)
    await act(() => client.open())
    expect(dialog.matches(':modal')).toBe(true)
  })

  test('the embedded prop overrides the option', () => {
    const client = createTestClient({ disableAppend: true })
    const { container } = renderWithLatch(<LatchModal embedded />, client)
    expect(inlineRoot(container).querySelector('section')).not.toBeNull()
  })
})
