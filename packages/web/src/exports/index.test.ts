import { createMemoryStorage } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { describe, expect, it } from 'vitest'
import { createLatch, defineLatchElements, getDefaultLatch } from './index.ts'

// Server rendering: importing @latch/web and creating a client touch no `window`, `document` or
// `customElements` (this runs in Node, which has none of them).
describe('@latch/web without a DOM', () => {
  it('imports, defines nothing and creates a plain client', () => {
    expect(globalThis.document).toBeUndefined()
    expect(() => defineLatchElements()).not.toThrow()
    const latch = createLatch({
      projectId: 'latch-test',
      networks: [mainnet],
      storage: createMemoryStorage(),
      remoteConfig: false,
    })
    expect(latch.getState().open).toBe(false)
    expect(getDefaultLatch()).toBeUndefined()
    latch.destroy()
  })
})
