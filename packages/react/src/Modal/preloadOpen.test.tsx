import { cleanup } from '@testing-library/react'
import { userEvent } from '@vitest/browser/context'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { createTestClient, renderWithLatch } from '../test/fixtures.tsx'
import { cleanupWallets, createConnectedClient } from '../test/wallets.ts'

// This file runs in a page of its own (Vitest browser mode isolates test files), so a module
// listed in the page's resource timing was requested by what these tests render. The other
// half — no idle preload with saveData, pointer-enter and focus instead — lives in
// preloadOpen.saveData.test.tsx, whose page has loaded none of these modules yet.
// The page's resource-timing buffer is full long before a test runs (every module of the dev
// server is an entry): an observer still sees each new request.
const requests = new Set<string>()
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) requests.add(new URL(entry.name).pathname)
}).observe({ type: 'resource' })
const requested = (file: string) => [...requests].some((path) => path.includes(file))

// The Connect view ships with the modal; what its first showing still fetches is its list's
// directory part (the recommended wallets' rows).
const CONNECT_PART = '/views/Connect/DirectoryWalletRow.tsx'
const ACCOUNT_VIEW = '/views/Account/Account.tsx'

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

afterEach(() => {
  cleanup()
  cleanupWallets()
})

describe('the first opening loads nothing after the click', () => {
  test("on idle, before any click, the Connect view's code is requested, and nothing else", async () => {
    expect(requested(CONNECT_PART)).toBe(false)
    const { client } = renderWithLatch(<ConnectButton />, createTestClient())
    await expect.poll(() => requested(CONNECT_PART)).toBe(true)
    expect(client.getState().open).toBe(false)
    // Only what the first opening shows: the next steps wait for the modal to open.
    expect(requested(ACCOUNT_VIEW)).toBe(false)
    expect(requested('/views/ConnectingExternal/')).toBe(false)
  })

  test('connected, the opening view is Account: its code is requested on idle', async () => {
    const { client } = await createConnectedClient()
    renderWithLatch(<ConnectButton />, client)
    await expect.poll(() => requested(ACCOUNT_VIEW)).toBe(true)
    expect(client.getState().open).toBe(false)
  })
})
