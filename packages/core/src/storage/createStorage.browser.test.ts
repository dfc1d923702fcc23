import { afterEach, expect, test, vi } from 'vitest'
import { createTestClient } from '../test/createTestClient.ts'

// A real full localStorage in Chromium: every write Latch makes throws QuotaExceededError.
// SPEC §8: storage failures are logged and ignored — the modal keeps working, and the console
// gets one line, not one per state change.

const FILLER = 'latch-test-filler-'

/** Writes until the browser's quota refuses, in shrinking chunks; returns how many keys. */
function fillLocalStorage(): number {
  let count = 0
  for (let size = 1 << 20; size >= 16; size >>= 2) {
    const chunk = 'x'.repeat(size)
    for (;;) {
      try {
        localStorage.setItem(`${FILLER}${count}`, chunk)
        count++
      } catch {
        break
      }
    }
  }
  return count
}

afterEach(() => {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(FILLER)) localStorage.removeItem(key)
  vi.restoreAllMocks()
})

test('a full localStorage: connecting and later changes work, the failure is logged once', async () => {
  expect(fillLocalStorage()).toBeGreaterThan(0)
  // Proof that the storage is really full: a small write throws the browser's own error.
  expect(() => localStorage.setItem('latch-probe', 'x'.repeat(64))).toThrow(
    expect.objectContaining({ name: 'QuotaExceededError' }),
  )
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  // No `storage` option: the page's localStorage, as on a site.
  const client = createTestClient({ storage: undefined, logLevel: 'error' })
  try {
    await client.connect({ connectorId: 'dev.wallet' })
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    client.store.setState({ recentWallets: [{ id: 'a', name: 'A' }] })
    client.store.setState({ recentWallets: [{ id: 'b', name: 'B' }] })
    expect(client.getState().recentWallets).toEqual([{ id: 'b', name: 'B' }])
    const storageLines = error.mock.calls.filter((call) =>
      String(call[1]).startsWith('storage setItem failed'),
    )
    expect(storageLines).toHaveLength(1)
    expect(storageLines[0]?.[2]).toMatchObject({ name: 'QuotaExceededError' })
  } finally {
    client.destroy()
  }
})
