/**
 * The frame app's entry (bundled to dist/frame/frame.js by scripts/build-frame.mjs): reads the
 * boot config the server injected, refuses to run when not framed or framed by a site the
 * project does not allow, then answers the host over the channel.
 */

import { createEmbeddedApi } from './api.ts'
import { parseBootConfig } from './bootConfig.ts'
import { FrameHostRefusedError, startFrameChannel } from './channel.ts'
import { type FrameStorage, memoryStorage, openFrameStorage } from './storage.ts'
import { createFrameUi } from './ui.ts'
import { createFrameWallet } from './wallet.ts'

// Where IndexedDB neither opens nor fails (seen on some blocked third-party contexts), memory
// after this long.
const STORAGE_OPEN_LIMIT_MS = 3000

function refuse(root: HTMLElement, text: string) {
  const p = document.createElement('p')
  p.className = 'refused'
  p.textContent = text
  root.replaceChildren(p)
}

async function openStorage(): Promise<FrameStorage> {
  const memory = new Promise<FrameStorage>((resolve) =>
    setTimeout(() => resolve(memoryStorage()), STORAGE_OPEN_LIMIT_MS),
  )
  return Promise.race([openFrameStorage(), memory])
}

async function main() {
  const root = document.getElementById('latch-frame-root') ?? document.body
  const config = parseBootConfig(document.getElementById('latch-frame-config')?.textContent)
  if (!config) return refuse(root, 'The wallet frame has no valid configuration.')
  if (window.parent === window) {
    return refuse(root, 'This page is part of the Latch wallet: it only runs inside a site.')
  }
  const params = new URLSearchParams(location.search)
  const logger = params.get('enableLogger') === 'true' ? console : undefined
  const storage = await openStorage()
  let channel: ReturnType<typeof startFrameChannel> | undefined
  const wallet = createFrameWallet({
    config,
    initialChainId: params.get('chainId'),
    storage,
    api: createEmbeddedApi({ apiBase: config.apiBase, projectId: config.projectId }),
    ui: createFrameUi(root),
    emit: (event, payload) => channel?.emit(event, payload),
  })
  try {
    channel = startFrameChannel({
      hostOrigin: config.hostOrigin,
      allowedOrigins: config.allowedOrigins,
      dispatch: wallet.dispatch,
      logger,
    })
  } catch (error) {
    if (error instanceof FrameHostRefusedError) return refuse(root, error.message)
    throw error
  }
}

void main()
