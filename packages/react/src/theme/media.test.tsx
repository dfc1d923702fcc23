/// <reference types="@vitest/browser/providers/playwright" />
import { act, cleanup } from '@testing-library/react'
import { cdp } from '@vitest/browser/context'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestClient, getModalHost, renderWithLatch } from '../test/fixtures.tsx'

/** Emulates media features in the real browser (Chromium DevTools protocol). */
function emulate(features: { name: string; value: string }[]) {
  return cdp().send('Emulation.setEmulatedMedia', { features })
}

afterEach(async () => {
  cleanup()
  await emulate([])
})

describe('with emulated media', () => {
  test('system mode follows a real prefers-color-scheme change, live', async () => {
    await emulate([{ name: 'prefers-color-scheme', value: 'light' }])
    renderWithLatch(null, createTestClient({ themeMode: 'system' }))
    const { host } = getModalHost()
    expect(host.dataset.theme).toBe('light')
    await emulate([{ name: 'prefers-color-scheme', value: 'dark' }])
    await expect.poll(() => host.dataset.theme).toBe('dark')
  })

  test('prefers-reduced-motion turns every modal motion off', async () => {
    await emulate([{ name: 'prefers-reduced-motion', value: 'reduce' }])
    const client = createTestClient()
    renderWithLatch(null, client)
    await act(() => client.open())
    act(() => client.pushView({ view: 'Networks' }))
    act(() => client.shake())
    const { root } = getModalHost()
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
    expect(style('dialog').animationName).toBe('latch-shake')
    expect(style('dialog').animationDuration).toBe('0s')
    expect(style('dialog').transitionDuration).toBe('0s, 0s')
    expect(style('.latch-view').animationDuration).toBe('0s')
    expect(style('.latch-body').transitionDuration).toBe('0s')
    expect(style('.latch-title > span').animationDuration).toBe('0s')
  })

  test('without the preference the motions run at the SPEC durations', async () => {
    await emulate([{ name: 'prefers-reduced-motion', value: 'no-preference' }])
    const client = createTestClient()
    renderWithLatch(null, client)
    await act(() => client.open())
    const { root } = getModalHost()
    const style = (selector: string) => getComputedStyle(root.querySelector(selector)!)
    // The dialog's own entry; its first view arrives with it, later views slide.
    expect(style('dialog').transitionDuration).toBe('0.1s, 0.1s')
    act(() => client.pushView({ view: 'Networks' }))
    expect(style('.latch-view').animationName).toBe('latch-view-next')
    expect(style('.latch-view').animationDuration).toBe('0.15s')
    // The height animates once the dialog's entry is over.
    await expect.poll(() => style('.latch-body').transitionDuration).toBe('0.15s')
    expect(style('.latch-title > span').animationDuration).toBe('0.12s')
  })
})
