/**
 * `@latch/web`: Latch for sites without React. `createLatch` puts the client and its modal on
 * the page; `<latch-connect-button>`, `<latch-account-button>` and `<latch-network-button>`
 * render the same buttons as `@latch/react`. The prebuilt files carry their own UI runtime
 * (Preact in React's place): a site brings no React.
 *
 * @module
 */
export type { ChainNamespace, LatchClient, LatchOptions } from '@latch/core'
export { createLatch } from '../createLatch.ts'
export { defineLatchElements, type LatchElement } from '../elements.ts'
export { getDefaultLatch, mountLatch, setDefaultLatch, unmountLatch } from '../mount.tsx'
export { LATCH_ELEMENTS, type LatchElementKind } from '../tags.ts'
