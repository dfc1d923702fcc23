import { act, cleanup, render, screen } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import { Suspense } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { setCatalogue } from '../i18n/loadCatalogue.ts'
import { pseudoCatalogue, untranslatedTexts } from '../test/catalogueText.ts'
import { createTestClient, getModalHost, renderWithLatch, UNBUILT_VIEW } from '../test/fixtures.tsx'
import { deferred } from '../test/wallets.ts'
import { LazyView, lazyView } from './lazyView.tsx'
import type { ViewProps } from './types.ts'

afterEach(cleanup)

function Shown({ entry }: ViewProps) {
  return <p>shown: {entry.view}</p>
}

function Fallback({ onRender }: { onRender: () => void }) {
  onRender()
  return <p>loading</p>
}

/** Renders `loader` inside a provider: its failure panel speaks the modal's language. */
function renderLoader(loader: ReturnType<typeof lazyView>, client = createTestClient()) {
  const fallbacks = vi.fn()
  renderWithLatch(
    <Suspense fallback={<Fallback onRender={fallbacks} />}>
      <LazyView loader={loader} entry={{ view: 'Account' }} />
    </Suspense>,
    client,
  )
  return fallbacks
}

describe('lazyView', () => {
  test('load() imports once, however often it is called', async () => {
    const importView = vi.fn(async () => Shown)
    const loader = lazyView(importView)
    await Promise.all([loader.load(), loader.load()])
    await loader.load()
    expect(importView).toHaveBeenCalledTimes(1)
  })

  test('a preloaded view renders in the same pass: no fallback at all', async () => {
    const loader = lazyView(async () => Shown)
    await loader.load()
    const fallbacks = renderLoader(loader)
    expect(screen.getByText('shown: Account')).toBeTruthy()
    expect(fallbacks).not.toHaveBeenCalled()
  })

  test('a view still loading shows the fallback, then the view', async () => {
    const held = deferred<typeof Shown>()
    const loader = lazyView(() => held.promise)
    const fallbacks = renderLoader(loader)
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => held.resolve(Shown))
    await expect.element(page.getByText('shown: Account')).toBeVisible()
    expect(fallbacks).toHaveBeenCalled()
  })

  test('a view that fails to load offers "Try again", which loads it', async () => {
    const importView = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Shown)
    renderLoader(lazyView(importView))
    await expect.element(page.getByText('This view could not be loaded')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.element(page.getByText('shown: Account')).toBeVisible()
    expect(importView).toHaveBeenCalledTimes(2)
  })

  test('a loader may name its failure: email login says SPEC §8’s text', async () => {
    const importView = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    renderLoader(lazyView(importView, 'emailFailed'))
    await expect.element(page.getByText('Unable to load email login dependency')).toBeVisible()
    expect(screen.queryByText('This view could not be loaded')).toBeNull()
  })

  test('in another language: the failure panel and the Unavailable panel come from the catalogue', async () => {
    setCatalogue('es', pseudoCatalogue())
    const client = createTestClient({ locale: 'es' })
    const failing = lazyView(() => Promise.reject(new TypeError('Failed to fetch')), 'emailFailed')
    renderLoader(failing, client)
    await expect.element(page.getByText('⟦Unable to load email login dependency⟧')).toBeVisible()
    expect(untranslatedTexts(document.body)).toEqual([])
    await act(() => client.open({ view: UNBUILT_VIEW }))
    const panel = () => getModalHost().root.querySelector('[data-unavailable]')
    await expect.poll(() => panel()?.textContent, { timeout: 10_000 }).toContain('⟦')
    expect(panel()?.textContent).toContain(`⟦The ${UNBUILT_VIEW} view isn’t included yet.⟧`)
    expect(panel()?.querySelector('code')?.textContent).toBe(UNBUILT_VIEW)
    // The one text without brackets is the sentence's end, after the view's name in <code> (the
    // whole sentence is the catalogue's, as its text above shows).
    expect(untranslatedTexts(panel() as Element, [UNBUILT_VIEW])).toEqual([
      'p: view isn’t included yet.⟧',
    ])
  })
})

function Focusable({ entry }: ViewProps) {
  return <button type="button">first control of {entry.view}</button>
}

test('a view that arrives after a wait takes focus from the card, as a view shown at once does', async () => {
  const held = deferred<typeof Focusable>()
  const loader = lazyView(() => held.promise)
  const { container } = render(
    <div className="latch-card" tabIndex={-1}>
      <div className="latch-view">
        <Suspense fallback={<p>loading</p>}>
          <LazyView loader={loader} entry={{ view: 'Networks' }} />
        </Suspense>
      </div>
    </div>,
  )
  const card = container.querySelector<HTMLElement>('.latch-card')!
  card.focus()
  await act(async () => held.resolve(Focusable))
  await expect
    .element(page.getByRole('button', { name: 'first control of Networks' }))
    .toHaveFocus()
})

test('a view that arrives after a wait leaves focus alone if the visitor moved it', async () => {
  const held = deferred<typeof Focusable>()
  const loader = lazyView(() => held.promise)
  render(
    <>
      <input aria-label="elsewhere" />
      <div className="latch-card" tabIndex={-1}>
        <div className="latch-view">
          <Suspense fallback={<p>loading</p>}>
            <LazyView loader={loader} entry={{ view: 'Networks' }} />
          </Suspense>
        </div>
      </div>
    </>,
  )
  const elsewhere = page.getByRole('textbox', { name: 'elsewhere' })
  ;(elsewhere.element() as HTMLElement).focus()
  await act(async () => held.resolve(Focusable))
  await expect
    .element(page.getByRole('button', { name: 'first control of Networks' }))
    .toBeVisible()
  await expect.element(elsewhere).toHaveFocus()
})
