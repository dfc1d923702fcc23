import { VIEW_TRANSITION_MS } from '@latch/core/internal'
import { act, cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import {
  createTestClient,
  getButtonRoot,
  getModalHost,
  renderWithLatch,
  TEST_CONNECTORS,
  UNBUILT_VIEW,
} from '../test/fixtures.tsx'
import { MODAL_ENTRY_MS } from '../theme/tokens.ts'
import { getDeepActiveElement } from '../utils/getDeepActiveElement.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function getDialog(): HTMLDialogElement {
  const dialog = getModalHost().root.querySelector('dialog')
  if (!dialog) throw new Error('no dialog')
  return dialog
}

async function renderOpen() {
  const client = createTestClient()
  client.store.setState({ connectors: TEST_CONNECTORS })
  renderWithLatch(<ConnectButton />, client)
  const trigger = getButtonRoot().querySelector('button')!
  await userEvent.click(trigger)
  return { client, trigger, dialog: getDialog(), root: getModalHost().root }
}

describe('opening', () => {
  test('the provider appends one shadow host to body and renders nothing visible until opened', () => {
    renderWithLatch(null)
    const hosts = document.body.querySelectorAll(':scope > [data-latch-modal]')
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.shadowRoot?.querySelector('style')).not.toBeNull()
    expect(getDialog().open).toBe(false)
  })

  test('open() shows the dialog as a modal, labelled by the header title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { client } = renderWithLatch(null)
    await act(() => client.open())
    const dialog = getDialog()
    expect(showModal).toHaveBeenCalledTimes(1)
    expect(dialog.open).toBe(true)
    expect(dialog.matches(':modal')).toBe(true)
    const title = getModalHost().root.getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.tagName).toBe('H2')
    expect(title?.textContent).toBe('Connect Wallet')
    await expect.element(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('clicking the connect button opens the modal and focus moves inside it', async () => {
    const { client, root } = await renderOpen()
    expect(client.getState().open).toBe(true)
    const active = getDeepActiveElement()
    expect(active?.getRootNode()).toBe(root)
    expect(active?.textContent).toContain('WalletConnect')
  })

  test('the dialog exposes the view and state as data attributes', async () => {
    const { client, dialog } = await renderOpen()
    expect(dialog.dataset.view).toBe('Connect')
    expect(dialog.dataset.state).toBe('open')
    act(() => client.pushView({ view: 'Networks' }))
    expect(dialog.dataset.view).toBe('Networks')
  })

  test('the open modal stays under 200 DOM nodes', async () => {
    const { root } = await renderOpen()
    const nodes = root.querySelectorAll('*').length
    expect(nodes).toBeGreaterThan(20)
    expect(nodes).toBeLessThanOrEqual(200)
  })
})

describe('closing', () => {
  test('Escape closes the modal and focus returns to the trigger inside its shadow root', async () => {
    const { client, dialog, trigger } = await renderOpen()
    await userEvent.keyboard('{Escape}')
    expect(client.getState().open).toBe(false)
    expect(dialog.open).toBe(false)
    expect(getDeepActiveElement()).toBe(trigger)
  })

  test('opened again right after a close, it stays open (the close event queued by the first close is stale)', async () => {
    const { client, dialog } = await renderOpen()
    act(() => client.close())
    // Before the browser's queued `close` event runs.
    await act(() => client.open())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.getState().open).toBe(true)
    expect(dialog.open).toBe(true)
  })

  test('the close button closes the modal and returns focus to the trigger', async () => {
    const { client, dialog, trigger } = await renderOpen()
    await page.getByRole('button', { name: 'Close' }).click()
    expect(client.getState().open).toBe(false)
    expect(dialog.open).toBe(false)
    expect(getDeepActiveElement()).toBe(trigger)
  })

  test('a click on the backdrop closes the modal', async () => {
    const { client, dialog } = await renderOpen()
    // Just above the card: the backdrop, whatever the viewport (centred card or bottom sheet).
    await page.getByRole('dialog').click({ position: { x: 40, y: -24 }, force: true })
    expect(client.getState().open).toBe(false)
    expect(dialog.open).toBe(false)
  })

  test('a click inside the card does not close the modal', async () => {
    const { client } = await renderOpen()
    await page.getByRole('heading', { name: 'Connect Wallet' }).click()
    expect(client.getState().open).toBe(true)
  })

  test('closing from code (client.close) closes the dialog', async () => {
    const { client, dialog } = await renderOpen()
    act(() => client.close())
    expect(dialog.open).toBe(false)
  })

  test('the browser closing the dialog by itself closes the store too', async () => {
    const { client, dialog } = await renderOpen()
    act(() => dialog.close())
    // The dialog's close event is queued as a task.
    await vi.waitFor(() => expect(client.getState().open).toBe(false))
  })
})

describe('keyboard', () => {
  test('Tab cycles through the controls and never leaves the dialog', async () => {
    const { root } = await renderOpen()
    const controls = [...root.querySelectorAll('dialog button')]
    expect(controls.length).toBeGreaterThan(2)
    const seen = new Set<Element>()
    for (let press = 0; press < controls.length * 2 + 1; press++) {
      await userEvent.tab()
      const active = getDeepActiveElement()
      expect(active?.getRootNode()).toBe(root)
      if (active) seen.add(active)
    }
    expect(seen.size).toBe(controls.length)
  })

  test('Shift+Tab from the first control wraps to the last', async () => {
    const { root } = await renderOpen()
    const controls = [...root.querySelectorAll<HTMLElement>('dialog button')]
    act(() => controls[0]!.focus())
    await userEvent.tab({ shift: true })
    expect(getDeepActiveElement()).toBe(controls.at(-1))
  })
})

describe('navigation', () => {
  test('the back button appears with history and pops the view', async () => {
    const { client } = await renderOpen()
    expect(page.getByRole('button', { name: 'Back', exact: true }).query()).toBeNull()
    act(() => client.pushView({ view: 'Networks' }))
    await expect.element(page.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
    await page.getByRole('button', { name: 'Back', exact: true }).click()
    expect(client.getState().history.map((entry) => entry.view)).toEqual(['Connect'])
    expect(client.getState().direction).toBe('prev')
    await expect.element(page.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('back with one entry left closes the modal', async () => {
    const { client } = renderWithLatch(null)
    await act(() => client.open({ view: UNBUILT_VIEW }))
    const back = page.getByRole('button', { name: 'Go back' })
    await back.click()
    expect(client.getState().open).toBe(false)
  })

  test('a view the build lacks says so honestly, names the view and offers a way back', async () => {
    const { client, root } = await renderOpen()
    act(() => client.pushView({ view: UNBUILT_VIEW }))
    const panel = root.querySelector('[data-unavailable]')
    expect(panel?.getAttribute('data-unavailable')).toBe(UNBUILT_VIEW)
    expect(panel?.textContent).toContain('This view is not available in this build')
    expect(panel?.querySelector('code')?.textContent).toBe(UNBUILT_VIEW)
    await page.getByRole('button', { name: 'Go back' }).click()
    expect(client.getState().history.at(-1)?.view).toBe('Connect')
  })

  test('a new view takes focus (its first control)', async () => {
    const { client, root } = await renderOpen()
    act(() => client.pushView({ view: UNBUILT_VIEW }))
    expect(getDeepActiveElement()).toBe(root.querySelector('[data-unavailable] button'))
  })

  test('the title cross-fades: the old text leaves hidden from assistive technology', async () => {
    const { client, root } = await renderOpen()
    const title = root.querySelector('h2')!
    // The first title arrives with the dialog; later ones fade in.
    expect(getComputedStyle(title.querySelector('span')!).animationName).toBe('none')
    act(() => client.pushView({ view: 'Networks' }))
    const [entering, leaving] = title.querySelectorAll('span')
    expect(entering?.textContent).toBe('Choose Network')
    expect(getComputedStyle(entering!).animationName).toBe('latch-fade-in')
    expect(entering?.hasAttribute('aria-hidden')).toBe(false)
    expect(leaving?.textContent).toBe('Connect Wallet')
    expect(leaving?.getAttribute('aria-hidden')).toBe('true')
    expect(getComputedStyle(leaving!).animationName).toBe('latch-fade-out')
    await expect
      .element(page.getByRole('heading', { name: 'Choose Network', exact: true }))
      .toBeVisible()
    await vi.waitFor(() => expect(title.querySelectorAll('span')).toHaveLength(1))
  })

  test('the body height follows the measured height of the view', async () => {
    // The dialog's entry lasts MODAL_ENTRY_MS from the view host's mount. Its timer is held
    // still here, so a busy machine can't end the entry before the test has looked at it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, root } = await renderOpen()
    const body = root.querySelector<HTMLElement>('.latch-body')!
    // During the dialog's entry, content settling sets the height at once.
    expect(body.hasAttribute('data-entering')).toBe(true)
    expect(getComputedStyle(body).transitionProperty).toBe('none')
    const heightOfView = () => root.querySelector('.latch-view')!.getBoundingClientRect().height
    const gap = () => Math.abs(Number.parseFloat(body.style.height) - heightOfView())
    await expect.poll(gap).toBeLessThan(0.5)
    const connectHeight = heightOfView()
    act(() => client.store.setState({ connectors: [] }))
    await expect.poll(heightOfView).toBeLessThan(connectHeight)
    await expect.poll(gap).toBeLessThan(0.5)
    expect(body.hasAttribute('data-entering')).toBe(true)
    // Once the dialog's entry is over, height changes animate.
    await act(async () => vi.advanceTimersByTimeAsync(MODAL_ENTRY_MS))
    expect(body.hasAttribute('data-entering')).toBe(false)
    expect(getComputedStyle(body).transitionProperty).toBe('height')
    expect(getComputedStyle(body).transitionDuration).toBe('0.15s')
  })

  test('the first view arrives with the dialog; later views slide, the first one too on return', async () => {
    const { client, root } = await renderOpen()
    const view = () => root.querySelector<HTMLElement>('.latch-view')!
    expect(view().hasAttribute('data-entering')).toBe(true)
    expect(getComputedStyle(view()).animationName).toBe('none')
    act(() => client.pushView({ view: UNBUILT_VIEW }))
    expect(view().hasAttribute('data-entering')).toBe(false)
    expect(getComputedStyle(view()).animationName).toBe('latch-view-next')
    act(() => client.goBack())
    expect(view().hasAttribute('data-entering')).toBe(false)
    expect(getComputedStyle(view()).animationName).toBe('latch-view-prev')
  })

  test('the dialog enters with its own motion, shorter than a view transition', async () => {
    const { root } = await renderOpen()
    const dialog = root.querySelector('dialog')!
    expect(getComputedStyle(dialog).transitionDuration).toBe(
      `${MODAL_ENTRY_MS / 1000}s, ${MODAL_ENTRY_MS / 1000}s`,
    )
    expect(MODAL_ENTRY_MS).toBeLessThan(VIEW_TRANSITION_MS)
  })

  test('the view entering carries the direction of travel', async () => {
    const { client, root } = await renderOpen()
    act(() => client.pushView({ view: UNBUILT_VIEW }))
    expect(root.querySelector('.latch-view')?.getAttribute('data-direction')).toBe('next')
    act(() => client.goBack())
    expect(root.querySelector('.latch-view')?.getAttribute('data-direction')).toBe('prev')
  })
})
