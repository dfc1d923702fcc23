import type { Client } from '../client/types.ts'
import type { EmbeddedState } from './types.ts'

/**
 * Merges `patch` into `state.embedded`; `undefined` fields are removed. A patch setting `error`
 * (or clearing it) without a `failure` drops the old one, so the two never disagree.
 */
export function patchEmbedded(client: Client, patch: Partial<EmbeddedState>): void {
  client.store.setState((state) => {
    const next: Record<string, unknown> = {
      ...state.embedded,
      ...('error' in patch && { failure: undefined }),
      ...patch,
    }
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return { embedded: next as EmbeddedState }
  })
}
