import { createLatch as createCoreLatch, type LatchClient, type LatchOptions } from '@latch/core'
import { defineLatchElements } from './elements.ts'
import { getDefaultLatch, mountLatch, setDefaultLatch, unmountLatch } from './mount.tsx'

/**
 * Creates a Latch client (`@latch/core`'s `createLatch`, same options) and puts it on the page:
 * defines the Latch elements, mounts the modal (a `<div data-latch-modal>` on `body`, as
 * `<LatchProvider>` does) and, for the page's first client, makes it the default every element
 * renders with. `destroy()` also unmounts the modal and the buttons. Where there is no
 * `document` (server rendering) it only creates the client.
 *
 * @example
 * <script type="module">
 *   import { createLatch } from '@latch/web'
 *   import { mainnet } from '@latch/web/networks'
 *   import { evmAdapter } from '@latch/web/evm'
 *   const latch = createLatch({ projectId, networks: [mainnet], adapters: [evmAdapter()] })
 * </script>
 * <latch-connect-button></latch-connect-button>
 */
export function createLatch(options: LatchOptions): LatchClient {
  const client = createCoreLatch(options)
  if (typeof document === 'undefined') return client
  defineLatchElements()
  if (getDefaultLatch()) mountLatch(client)
  else setDefaultLatch(client)
  const destroy = client.destroy.bind(client)
  client.destroy = () => {
    unmountLatch(client)
    destroy()
  }
  return client
}
