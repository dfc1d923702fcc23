import { createLatch as createCoreLatch, createMemoryStorage, type LatchClient } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { idleAdapter } from '../../react/src/test/fixtures.tsx'
import { createLatch } from './createLatch.ts'
import { defineLatchElements, type LatchElement } from './elements.ts'
import { getDefaultLatch, unmountLatch } from './mount.tsx'

const clients: LatchClient[] = []
const options = (storageKeyPrefix = '@latch') => ({
  projectId: 'latch-test',
  networks: [mainnet] as const,
  adapters: [idleAdapter],
  storage: createMemoryStorage(),
  remoteConfig: false,
  storageKeyPrefix,
})
function track(client: LatchClient) {
  clients.push(client)
  return client
}

/** The React button rendered in `element` (inside its host's shadow root). */
const buttonIn = (element: Element) =>
  element.querySelector('[data-latch-button]')?.shadowRoot?.querySelector('button') ?? null

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  document.body.replaceChildren()
})

// In this order: the first test sets `.latch` before the elements are defined.
describe('Latch elements', () => {
  it('render with their own `.latch` (set even before the element was defined), not the default', async () => {
    const element = document.createElement('latch-network-button') as LatchElement
    // A client made by @latch/core, set before @latch/web defined anything.
    const own = track(createCoreLatch(options('@latch-own')))
    element.latch = own
    document.body.append(element)
    const page = track(createLatch(options()))
    expect(getDefaultLatch()).toBe(page)
    expect(element.latch).toBe(own)
    await expect.poll(() => buttonIn(element)).not.toBeNull()
    buttonIn(element)?.click()
    await expect.poll(() => own.getState().open).toBe(true)
    expect(page.getState().open).toBe(false)
    // Its client unmounted, the element empties, and stays so.
    unmountLatch(own)
    await expect.poll(() => buttonIn(element)).toBeNull()
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(1)
  })

  it('define once: again, no error; each tag is a Latch element', () => {
    defineLatchElements()
    expect(() => defineLatchElements()).not.toThrow()
    for (const tag of ['latch-connect-button', 'latch-account-button', 'latch-network-button']) {
      expect(document.createElement(tag)).toHaveProperty('latch')
    }
  })

  it('wait for the page default, render the React button, follow attributes, clean up when removed', async () => {
    const element = document.createElement('latch-connect-button')
    document.body.append(element)
    expect(getDefaultLatch()).toBeUndefined()
    expect(element.childElementCount).toBe(0)

    const client = track(createLatch(options()))
    expect(element.latch).toBe(client)
    await expect.poll(() => buttonIn(element)?.textContent).toBe('Connect Wallet')
    // The modal is mounted as LatchProvider does it: one host on body.
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(1)

    element.setAttribute('label', 'Sign in')
    element.setAttribute('size', 'sm')
    await expect.poll(() => buttonIn(element)?.textContent).toBe('Sign in')
    expect(buttonIn(element)?.dataset.size).toBe('sm')
    buttonIn(element)?.click()
    await expect.poll(() => client.getState().open).toBe(true)

    element.remove()
    await expect.poll(() => element.childElementCount).toBe(0)
    client.destroy()
    expect(document.querySelector('[data-latch-modal]')).toBeNull()
    expect(getDefaultLatch()).toBeUndefined()
  })
})
