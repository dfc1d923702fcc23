import { HEADER_TEXT_TRANSITION_MS, SHAKE_DURATION_MS, THEME_DEFAULTS } from '@latch/core/internal'
import { act, cleanup, renderHook } from '@testing-library/react'
import { page } from '@vitest/browser/context'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useLatchTheme } from '../hooks/useLatchTheme.ts'
import { LatchProvider } from '../LatchProvider/LatchProvider.tsx'
import { MODAL_CSS } from '../Modal/styles.ts'
import { createTestClient, getModalHost, renderWithLatch } from '../test/fixtures.tsx'
import { getSystemThemeMode, resolveThemeMode, subscribeSystemThemeMode } from './colorScheme.ts'
import { TOKENS_CSS } from './tokens.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A matchMedia whose `prefers-color-scheme: dark` answer the test controls. */
function fakeMatchMedia(initiallyDark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches: initiallyDark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }
  return {
    matchMedia: vi.fn(() => query),
    listeners,
    setDark(dark: boolean) {
      query.matches = dark
      for (const listener of listeners) listener()
    },
  }
}

describe('resolveThemeMode', () => {
  test.each([
    ['light', 'dark', 'light'],
    ['dark', 'light', 'dark'],
    ['system', 'dark', 'dark'],
    ['system', 'light', 'light'],
  ] as const)('%s with a %s system preference shows %s', (mode, system, expected) => {
    expect(resolveThemeMode(mode, system)).toBe(expected)
  })

  test('the system preference is read from prefers-color-scheme', () => {
    const dark = fakeMatchMedia(true)
    expect(getSystemThemeMode({ matchMedia: dark.matchMedia as never })).toBe('dark')
    expect(dark.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)')
    expect(getSystemThemeMode({ matchMedia: fakeMatchMedia(false).matchMedia as never })).toBe(
      'light',
    )
    expect(getSystemThemeMode(undefined)).toBe('light')
  })

  test('unsubscribing removes the change listener', () => {
    const media = fakeMatchMedia(false)
    const stop = subscribeSystemThemeMode(() => {}, { matchMedia: media.matchMedia as never })
    expect(media.listeners.size).toBe(1)
    stop()
    expect(media.listeners.size).toBe(0)
  })
})

describe('useLatchTheme', () => {
  const wrapperFor =
    (client: ReturnType<typeof createTestClient>) =>
    ({ children }: { children: ReactNode }) => (
      <LatchProvider latch={client}>{children}</LatchProvider>
    )

  test('system mode follows the colour-scheme preference live', () => {
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    const client = createTestClient({ themeMode: 'system' })
    const { result } = renderHook(() => useLatchTheme(), { wrapper: wrapperFor(client) })
    expect(result.current.resolvedThemeMode).toBe('light')
    act(() => media.setDark(true))
    expect(result.current.resolvedThemeMode).toBe('dark')
    act(() => media.setDark(false))
    expect(result.current.resolvedThemeMode).toBe('light')
  })

  test('an explicit mode ignores the preference; setThemeMode switches it', () => {
    vi.stubGlobal('matchMedia', fakeMatchMedia(true).matchMedia)
    const client = createTestClient({ themeMode: 'light' })
    const { result } = renderHook(() => useLatchTheme(), { wrapper: wrapperFor(client) })
    expect(result.current.resolvedThemeMode).toBe('light')
    act(() => result.current.setThemeMode('system'))
    expect(result.current.themeMode).toBe('system')
    expect(result.current.resolvedThemeMode).toBe('dark')
  })

  test('the modal host follows the preference through data-theme', () => {
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    renderWithLatch(null, createTestClient({ themeMode: 'system' }))
    const { host } = getModalHost()
    expect(host.dataset.theme).toBe('light')
    act(() => media.setDark(true))
    expect(host.dataset.theme).toBe('dark')
  })
})

describe('theme variables', () => {
  // Wider than the 480 px breakpoint, where the card becomes a full-width bottom sheet.
  beforeEach(() => page.viewport(1024, 768))

  test('appear as --latch-* custom properties on the shadow host and reach the card', async () => {
    const client = createTestClient({
      themeVariables: { '--latch-accent': 'rgb(200, 30, 90)', '--latch-modal-width': '420px' },
    })
    renderWithLatch(null, client)
    await act(() => client.open())
    const { host, root } = getModalHost()
    expect(host.style.getPropertyValue('--latch-accent')).toBe('rgb(200, 30, 90)')
    const card = root.querySelector('dialog')!
    expect(getComputedStyle(card).width).toBe('420px')
    const focusRing = getComputedStyle(card).getPropertyValue('--_accent').trim()
    expect(focusRing).toBe('rgb(200, 30, 90)')
  })

  test('setThemeVariables updates the host; removed variables are removed', () => {
    const client = createTestClient({ themeVariables: { '--latch-z-index': 5000 } })
    renderWithLatch(null, client)
    const { host } = getModalHost()
    expect(host.style.getPropertyValue('--latch-z-index')).toBe('5000')
    act(() => client.setThemeVariables({ '--latch-font-size-master': '12px' }))
    expect(host.style.getPropertyValue('--latch-font-size-master')).toBe('12px')
    act(() => client.store.setState({ themeVariables: {} }))
    expect(host.style.getPropertyValue('--latch-z-index')).toBe('')
    expect(host.style.getPropertyValue('--latch-font-size-master')).toBe('')
  })

  test('the SPEC §9 defaults apply without variables: 360 px wide, accent per mode', async () => {
    const client = createTestClient({ themeMode: 'dark' })
    renderWithLatch(null, client)
    await act(() => client.open())
    const card = getModalHost().root.querySelector('dialog')!
    expect(getComputedStyle(card).width).toBe(`${THEME_DEFAULTS.modalWidthPx}px`)
    expect(getComputedStyle(card).getPropertyValue('--_accent').trim()).toBe(
      THEME_DEFAULTS.accent.dark,
    )
    // #141414: Chromium reports the color-mix() result as color(srgb r g b).
    const channels = getComputedStyle(card)
      .backgroundColor.match(/[\d.]+/g)
      ?.map(Number)
    expect(channels?.map((value) => Math.round(value * 255))).toEqual([20, 20, 20])
  })

  test('on a narrow screen the card is a full-width bottom sheet', async () => {
    await page.viewport(390, 700)
    const client = createTestClient()
    renderWithLatch(null, client)
    await act(() => client.open())
    // Let the 150 ms entry (a scale from .96) finish: the box includes the scale.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    const box = getModalHost().root.querySelector('dialog')!.getBoundingClientRect()
    // The viewport minus any scrollbar: the containing block of the top layer.
    expect(Math.round(box.width)).toBe(document.documentElement.clientWidth)
    expect(Math.round(box.bottom)).toBe(document.documentElement.clientHeight)
  })

  test('font sizes derive from the master font size', async () => {
    const client = createTestClient({ themeVariables: { '--latch-font-size-master': '20px' } })
    renderWithLatch(null, client)
    await act(() => client.open())
    const title = getModalHost().root.querySelector('h2')!
    expect(getComputedStyle(title).fontSize).toBe('32px')
  })
})

describe('motion', () => {
  test('every duration is a custom property with the SPEC value', () => {
    expect(TOKENS_CSS).toContain(`--latch-duration-header:${HEADER_TEXT_TRANSITION_MS}ms`)
    expect(TOKENS_CSS).toContain(`--latch-duration-shake:${SHAKE_DURATION_MS}ms`)
    // Motions in the modal CSS use the properties, never literal times.
    for (const rule of MODAL_CSS.match(/(animation|transition):[^;}]*/g) ?? []) {
      if (/\d+m?s/.test(rule)) expect(rule).toMatch(/var\(--latch-duration-|\.1\ds/)
    }
  })

  test('prefers-reduced-motion zeroes every duration', () => {
    const media = TOKENS_CSS.slice(TOKENS_CSS.indexOf('@media (prefers-reduced-motion:reduce)'))
    expect(media).not.toBe(TOKENS_CSS)
    for (const name of ['header', 'height', 'view', 'shake', 'enter']) {
      expect(media).toContain(`--latch-duration-${name}:0ms`)
    }
  })

  test('the shake runs on the card while state.shaking', async () => {
    const client = createTestClient()
    renderWithLatch(null, client)
    await act(() => client.open())
    const card = getModalHost().root.querySelector('dialog')!
    expect(getComputedStyle(card).animationName).toBe('none')
    act(() => client.shake())
    expect(card.hasAttribute('data-shaking')).toBe(true)
    expect(getComputedStyle(card).animationName).toBe('latch-shake')
    expect(getComputedStyle(card).animationDuration).toBe(`${SHAKE_DURATION_MS / 1000}s`)
  })
})
