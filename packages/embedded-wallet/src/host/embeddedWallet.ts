import { type EmbeddedWalletConfig, embeddedWalletGlue } from '@latch/core/adapter'

/** Options of {@link embeddedWallet}. */
export type EmbeddedWalletOptions = {
  /**
   * Where the frame is served: a Latch server's frame origin (`startServer({ frame })`). It must
   * be another site than the page's, so the page can't read the frame. An http(s) URL without
   * query or hash; checked when the frame first loads (`InvalidOptionError`), to keep this tiny.
   * @defaultValue `'http://localhost:8788'` (the local stack)
   */
  frameUrl?: string
}

/** The local stack's frame origin (`npm start`). */
export const DEFAULT_FRAME_URL = 'http://localhost:8788'

/**
 * The embedded wallet reached by email, for `createLatch({ embeddedWallet: embeddedWallet() })`:
 * the Connect view's email row and the AUTH connector. Tiny at load: the frame's host client is
 * imported, and the frame built, only when the visitor picks email login or a session is restored.
 *
 * @example
 * import { embeddedWallet } from '@latch/embedded-wallet'
 * const latch = createLatch({ projectId, networks, adapters, embeddedWallet: embeddedWallet() })
 */
export function embeddedWallet(options: EmbeddedWalletOptions = {}): EmbeddedWalletConfig {
  const frameUrl = options.frameUrl ?? DEFAULT_FRAME_URL
  return {
    glue: embeddedWalletGlue,
    frameUrl,
    load: (parameters) =>
      import('./createFrameClient.ts').then((module) =>
        module.createFrameClient({ ...parameters, frameUrl }),
      ),
  }
}
