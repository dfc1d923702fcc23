import type { Client } from '../client/types.ts'
import type { EmbeddedState } from './types.ts'

/** Merges `patch` into `state.embedded`; `undefined` fields are removed. */
export function patchEmbedded(client: Client, patch: Partial<EmbeddedState>): void {
  client.store.setState((state) => {
    const next: Record<string, unknown> = { ...state.embedded, ...patch }
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return { embedded: next as EmbeddedState }
  })
}
