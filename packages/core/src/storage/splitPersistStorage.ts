import type { PersistStorage, StorageValue } from 'zustand/middleware'
import type { PersistedState } from '../types/state.ts'
import type { Storage } from './createStorage.ts'
import { type StorageKeyName, storageKey } from './keys.ts'

type Codec = { encode(value: unknown): string | undefined; decode(raw: string): unknown }

const json: Codec = {
  encode: (value) => {
    if (value === undefined) return undefined
    if (Array.isArray(value) && value.length === 0) return undefined
    if (value && typeof value === 'object' && Object.keys(value).length === 0) return undefined
    return JSON.stringify(value)
  },
  decode: (raw) => JSON.parse(raw),
}
const text: Codec = {
  encode: (value) => (typeof value === 'string' && value ? value : undefined),
  decode: (raw) => raw,
}
const commaList: Codec = {
  encode: (value) => (Array.isArray(value) && value.length ? value.join(',') : undefined),
  decode: (raw) => raw.split(',').filter(Boolean),
}

/** Where each persisted field lives and how it is written. */
const FIELDS: { [K in keyof PersistedState]: [StorageKeyName, Codec] } = {
  activeNamespace: ['activeNamespace', text],
  activeCaipNetworkId: ['activeCaipNetworkId', text],
  activeCaipNetworkIds: ['activeCaipNetworkIds', json],
  recentWallets: ['recentWallets', json],
  connectedConnectorIds: ['connectedConnectorIds', json],
  connectedSocial: ['connectedSocial', text],
  connectedSocialUsername: ['connectedSocialUsername', text],
  connectionStatus: ['connectionStatus', text],
  connectedNamespaces: ['connectedNamespaces', commaList],
  preferredAccountTypes: ['preferredAccountTypes', json],
  connections: ['connections', json],
  disconnectedConnectorIds: ['disconnectedConnectorIds', json],
  deepLinkChoice: ['deepLinkChoice', json],
}

/**
 * A zustand `PersistStorage` that writes each persisted field under its own SPEC §3 key instead
 * of one blob, and removes a key when its value is empty — so "disconnect clears X" means the key
 * is gone. A corrupt entry is dropped (and removed) rather than failing the whole hydration.
 */
export function createSplitPersistStorage(
  storage: Storage,
  prefix: string,
): PersistStorage<PersistedState> {
  return {
    getItem() {
      const state: Partial<Record<keyof PersistedState, unknown>> = {}
      let found = false
      for (const [field, [name, codec]] of Object.entries(FIELDS)) {
        const key = storageKey(prefix, name)
        const raw = storage.getItem(key)
        if (raw === null) continue
        try {
          state[field as keyof PersistedState] = codec.decode(raw)
          found = true
        } catch {
          storage.removeItem(key)
        }
      }
      if (!found) return null
      const version = Number(storage.getItem(storageKey(prefix, 'version')) ?? 0)
      return { state: state as PersistedState, version }
    },
    setItem(_name, value: StorageValue<PersistedState>) {
      let written = false
      for (const [field, [name, codec]] of Object.entries(FIELDS)) {
        const key = storageKey(prefix, name)
        const encoded = codec.encode(value.state[field as keyof PersistedState])
        if (encoded === undefined) storage.removeItem(key)
        else {
          written = true
          if (storage.getItem(key) !== encoded) storage.setItem(key, encoded)
        }
      }
      const versionKey = storageKey(prefix, 'version')
      if (written) storage.setItem(versionKey, String(value.version ?? 0))
      else storage.removeItem(versionKey)
    },
    removeItem() {
      for (const [name] of Object.values(FIELDS)) storage.removeItem(storageKey(prefix, name))
      storage.removeItem(storageKey(prefix, 'version'))
    },
  }
}
