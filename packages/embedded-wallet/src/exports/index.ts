/**
 * `@latch/embedded-wallet`: the embedded wallet reached by email. A site passes `embeddedWallet()`
 * to `createLatch`; the frame that holds the keys is served by `@latch/server` from its own origin.
 *
 * @example
 * import { embeddedWallet } from '@latch/embedded-wallet'
 * const latch = createLatch({ projectId, networks, adapters, embeddedWallet: embeddedWallet() })
 *
 * @module
 */
export {
  DEFAULT_FRAME_URL,
  type EmbeddedWalletOptions,
  embeddedWallet,
} from '../host/embeddedWallet.ts'
