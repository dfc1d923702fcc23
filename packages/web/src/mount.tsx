import type { LatchClient } from '@latch/core'
import { AccountButton, ConnectButton, LatchProvider, NetworkButton } from '@latch/react'
import { Fragment, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { buttonProps } from './attributes.ts'
import type { LatchElementKind } from './tags.ts'

/** What a Latch element is to the mounting code: where to render, which button, whose client. */
export type MountableElement = HTMLElement & {
  readonly latchKind: LatchElementKind
  /** The client set on the element itself (`element.latch = client`), if any. */
  readonly ownLatch: LatchClient | undefined
}

type Mounted = { root: Root; elements: Set<MountableElement> }

/** One render root per client: its `LatchProvider` (the modal) and a portal per element. */
const mounted = new Map<LatchClient, Mounted>()
/** Which client each connected element renders with. */
const rendering = new Map<MountableElement, LatchClient>()
/** Connected elements waiting for a client (no `.latch`, no page default yet). */
const waiting = new Set<MountableElement>()
/** Clients unmounted (destroyed): an element whose `.latch` is one stays empty. */
const unmounted = new WeakSet<LatchClient>()
const keys = new WeakMap<MountableElement, number>()
let nextKey = 0
let pageDefault: LatchClient | undefined

/**
 * The page's default client: the one every Latch element without a `.latch` of its own uses.
 * `createLatch` from `@latch/web` makes the first client the default.
 *
 * @example
 * getDefaultLatch()?.open()
 */
export function getDefaultLatch(): LatchClient | undefined {
  return pageDefault
}

/**
 * Makes `client` the page's default (mounting its modal if it isn't yet): elements without a
 * `.latch` of their own render with it from now on.
 *
 * @example
 * const shop = createLatch({ projectId, networks: [mainnet], storageKeyPrefix: 'shop' })
 * setDefaultLatch(shop)
 */
export function setDefaultLatch(client: LatchClient): void {
  const previous = pageDefault
  pageDefault = client
  mountLatch(client)
  for (const [element, current] of rendering) {
    if (current === previous && !element.ownLatch) connectElement(element)
  }
  for (const element of [...waiting]) connectElement(element)
}

/**
 * Mounts `client`'s modal: a `<div data-latch-modal>` appended to `body` with an open shadow
 * root, exactly as `<LatchProvider>` does in a React site. `createLatch` from `@latch/web` does
 * this itself; call it for a client made by `@latch/core`'s `createLatch`. Once per client.
 *
 * @example
 * mountLatch(client)
 * client.open()
 */
export function mountLatch(client: LatchClient): void {
  unmounted.delete(client)
  if (mounted.has(client)) return
  // The root's own container stays out of the page: the modal appends its host to `body` and
  // the buttons render into their elements through portals.
  const root = createRoot(document.createElement('div'))
  mounted.set(client, { root, elements: new Set() })
  render(client)
}

/**
 * Unmounts `client`'s modal and the buttons rendering with it. Their elements stay, empty: those
 * without a `.latch` of their own render again once there is a page default (if `client` was
 * it, there is none until `setDefaultLatch` or another `createLatch`). `destroy()` of a client
 * from `@latch/web`'s `createLatch` calls it.
 *
 * @example
 * unmountLatch(client)
 * client.destroy()
 */
export function unmountLatch(client: LatchClient): void {
  unmounted.add(client)
  const entry = mounted.get(client)
  if (!entry) return
  mounted.delete(client)
  if (pageDefault === client) pageDefault = undefined
  for (const element of entry.elements) {
    rendering.delete(element)
    if (!element.ownLatch) waiting.add(element)
  }
  entry.root.unmount()
  for (const element of [...waiting]) connectElement(element)
}

/** An element joined the document, or its `.latch` changed: render it with its client. */
export function connectElement(element: MountableElement): void {
  const client = element.ownLatch ?? pageDefault
  const current = rendering.get(element)
  if (current && current !== client) disconnectElement(element)
  if (!client || unmounted.has(client)) {
    if (!element.ownLatch) waiting.add(element)
    return
  }
  waiting.delete(element)
  mountLatch(client)
  mounted.get(client)?.elements.add(element)
  rendering.set(element, client)
  render(client)
}

/** An element left the document: its button unmounts (listeners and subscriptions go with it). */
export function disconnectElement(element: MountableElement): void {
  waiting.delete(element)
  const client = rendering.get(element)
  if (!client) return
  rendering.delete(element)
  mounted.get(client)?.elements.delete(element)
  render(client)
}

/** An element's attributes changed: render its button with the new props. */
export function updateElement(element: MountableElement): void {
  const client = rendering.get(element)
  if (client) render(client)
}

function render(client: LatchClient): void {
  const entry = mounted.get(client)
  if (!entry) return
  const portals = [...entry.elements].map((element) => {
    let key = keys.get(element)
    if (key === undefined) {
      key = nextKey++
      keys.set(element, key)
    }
    return <Fragment key={key}>{createPortal(button(element), element)}</Fragment>
  })
  entry.root.render(<LatchProvider latch={client}>{portals}</LatchProvider>)
}

function button(element: MountableElement): ReactNode {
  const props = buttonProps(element.latchKind, element)
  switch (props.kind) {
    case 'connect':
      return <ConnectButton {...props.props} />
    case 'account':
      return <AccountButton {...props.props} />
    case 'network':
      return <NetworkButton {...props.props} />
  }
}
