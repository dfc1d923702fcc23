import { IMAGE_PRELOAD_TIMEOUT_MS } from '@latch/core/internal'

/** `loading` until the image loaded (`loaded`) or errored / ran out of time (`failed`). */
export type ImageStatus = 'loading' | 'loaded' | 'failed'

const settled = new Map<string, boolean>()
const pending = new Map<string, Promise<boolean>>()

/** What is known of `url` so far: a wallet scrolled back into view shows its image at once. */
export function getImageStatus(url: string): ImageStatus {
  const known = settled.get(url)
  return known === undefined ? 'loading' : known ? 'loaded' : 'failed'
}

/**
 * Loads `url` once per page and resolves whether it loaded within `timeoutMs` (SPEC §9 image
 * preload time-out, 2 s). A slow image is given up (its request aborted) and stays failed: the
 * monogram shown meanwhile is the final face, rather than an image popping in much later.
 */
export function preloadImage(url: string, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  const known = settled.get(url)
  if (known !== undefined) return Promise.resolve(known)
  let loading = pending.get(url)
  if (!loading) {
    loading = new Promise<boolean>((resolve) => {
      const image = new Image()
      const finish = (loaded: boolean) => {
        clearTimeout(timer)
        image.onload = image.onerror = null
        if (!loaded) image.removeAttribute('src')
        settled.set(url, loaded)
        pending.delete(url)
        resolve(loaded)
      }
      const timer = setTimeout(() => finish(false), timeoutMs)
      image.onload = () => finish(true)
      image.onerror = () => finish(false)
      image.decoding = 'async'
      image.src = url
    })
    pending.set(url, loading)
  }
  return loading
}
