import type { Metadata } from '@latch/core'

/** What the wallet shows when the site gave no metadata: this page's title and origin. */
export function defaultMetadata(): Metadata {
  const origin = globalThis.location?.origin ?? 'http://127.0.0.1'
  const name = globalThis.document?.title || 'Latch'
  return { name, description: name, url: origin, icons: [] }
}
