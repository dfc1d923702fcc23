import { createMemoryStorage } from '@latch/core'
import { cookieToInitialState, type LatchInitialState } from '@latch/core/ssr'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, expect, test, vi } from 'vitest'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { useLatchAccount } from '../hooks/useLatchAccount.ts'
import { createTestClient, idleAdapter } from '../test/fixtures.tsx'
import { LatchProvider } from './LatchProvider.tsx'

// Hydrating a server-rendered page (docs/ssr.md): the server sent the button in a declarative
// shadow root (scripts/ssrImports.test.ts renders it in Node); the browser's first render reads
// `initialState`, finds no mismatch, and takes the root over without showing anything else.

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STORED: Record<string, string> = {
  '@latch/connected_connector_ids': '{"eip155":"io.latch.testwallet"}',
  '@latch/connections': `{"eip155":[{"connectorId":"io.latch.testwallet","accounts":[{"address":"${ADDRESS}"}]}]}`,
  '@latch/version': '1',
}
// What the server read from the request's cookies (the same entries).
const initialState = cookieToInitialState(
  {},
  Object.entries(STORED)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('; '),
)

// hydrateRoot without Testing Library: tell React that act() is in use.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

/** A site's own text from a hook: light DOM, which hydration compares with the server's. */
function Address() {
  return <p>{useLatchAccount().address ?? 'none'}</p>
}

function hydrate(options: {
  initialState?: LatchInitialState | undefined
  storage: Record<string, string>
}) {
  // The wallet is still being asked while the page hydrates.
  const latch = createTestClient({
    ssr: true,
    storage: createMemoryStorage(options.storage),
    adapters: [{ ...idleAdapter, reconnect: () => new Promise(() => {}) }],
  })
  const container = document.createElement('div')
  document.body.append(container)
  // What the server sent (its own render, reduced to the host): parsed like a page, so the
  // template becomes the host's shadow root.
  container.setHTMLUnsafe(
    `<p>${ADDRESS}</p><span data-latch-button="connect" data-theme="light"><template shadowrootmode="open"><button>${ADDRESS.slice(0, 4)}…${ADDRESS.slice(-6)}</button></template></span>`,
  )
  const host = container.querySelector('span')!
  const serverRoot = host.shadowRoot!
  // Every node put into the root, in order (read synchronously through takeRecords).
  const observer = new MutationObserver(() => {})
  observer.observe(serverRoot, { subtree: true, childList: true })
  const added = () =>
    observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node.nodeName !== 'STYLE')
      .map((node) => node.textContent ?? '')
      .filter(Boolean)
  const errors: unknown[] = []
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  act(() => {
    root = hydrateRoot(
      container,
      <LatchProvider latch={latch} initialState={options.initialState}>
        <Address />
        <ConnectButton />
      </LatchProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    )
  })
  return { container, host, serverRoot, added, errors }
}

test('a returning visitor: hydration matches, the account stays, never "Connect Wallet"', () => {
  const { host, serverRoot, added, errors } = hydrate({ initialState, storage: STORED })
  const texts = added()
  // The server's root, taken over: React's button replaced the server's in one commit.
  expect(host.shadowRoot).toBe(serverRoot)
  const button = serverRoot.querySelector('button')!
  expect(button.className).toBe('latch-account')
  expect(button.textContent).toContain('0x70…dc79C8')
  expect(button.dataset.state).toBe('connecting')
  expect(texts.length).toBeGreaterThan(0)
  expect(texts.join('|')).not.toMatch(/Connect Wallet|Connecting…/)
  expect(errors).toEqual([])
})

test('the hydrating render reads initialState, not the client (whose storage has nothing)', () => {
  const { container, errors } = hydrate({ initialState, storage: {} })
  expect(errors).toEqual([])
  // Then the client's own state: nothing stored in this browser.
  expect(container.querySelector('p')!.textContent).toBe('none')
})

test('without initialState, the same page fails to hydrate (the check above can fail)', () => {
  const { errors } = hydrate({ storage: {} })
  expect(String(errors)).toMatch(/hydrat/i)
})
