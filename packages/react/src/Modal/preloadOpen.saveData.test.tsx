import { cleanup } from '@testing-library/react'
import { page, userEvent } from '@vitest/browser/context'
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { NetworkButton } from '../NetworkButton/NetworkButton.tsx'
import { createTestClient, renderWithLatch } from '../test/fixtures.tsx'

// A page of its own (see preloadOpen.test.tsx): a module in its resource timing was requested
// by these tests.
// The page's resource-timing buffer is full long before a test runs (every module of the dev
// server is an entry): an observer still sees each new request.
const requests = new Set<string>()
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) requests.add(new URL(entry.name).pathname)
}).observe({ type: 'resource' })
const requested = (file: string) => [...requests].some((path) => path.includes(file))

const CONNECT_PART = '/views/Connect/DirectoryWalletRow.tsx'
const NETWORKS_VIEW = '/views/Networks/Networks.tsx'

/** Resolves once the browser has been idle twice after `ms`: any idle task has run by then. */
async function idleFor(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms))
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestIdleCallback(resolve))
}

beforeAll(() => {
  // The visitor asked the browser to save data (Chrome's Data Saver, `Save-Data: on`).
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true },
  })
})

/**
 * Moves the pointer to the page's far corner. It stays where the last test file left it, and
 * a button rendered under it gets pointer-enter (which preloads): not what these tests count.
 */
async function movePointerAway() {
  const corner = document.createElement('div')
  corner.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px'
  document.body.append(corner)
  await userEvent.hover(corner)
  corner.remove()
}

beforeEach(movePointerAway)

afterEach(cleanup)

describe('with saveData nothing loads on idle; pointer-enter and focus still preload', () => {
  test('the network list: nothing on idle, its code on focus', async () => {
    const { client } = renderWithLatch(<NetworkButton />, createTestClient())
    const button = page.getByRole('button', { name: 'Ethereum' })
    await expect.element(button).toBeVisible()
    await idleFor(500)
    // No idle preload at all: not the first opening's code, not this button's.
    expect(requested(CONNECT_PART)).toBe(false)
    expect(requested(NETWORKS_VIEW)).toBe(false)
    ;((await button.element()) as HTMLElement).focus()
    await expect.poll(() => requested(NETWORKS_VIEW)).toBe(true)
    expect(client.getState().open).toBe(false)
  })

  test('the Connect view: nothing on idle, its code on pointer-enter', async () => {
    const { client } = renderWithLatch(<ConnectButton />, createTestClient())
    const button = page.getByRole('button', { name: 'Connect Wallet' })
    await expect.element(button).toBeVisible()
    await idleFor(500)
    expect(requested(CONNECT_PART)).toBe(false)
    await userEvent.hover(button)
    await expect.poll(() => requested(CONNECT_PART)).toBe(true)
    expect(client.getState().open).toBe(false)
  })
})
