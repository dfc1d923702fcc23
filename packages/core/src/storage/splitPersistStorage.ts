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

/**
 * How each persisted field is written; it lives under the storage key of its own name (a field
 * without one is a type error).
 */
const FIELDS: { [K in keyof PersistedState]: K extends StorageKeyName ? Codec : never } = {
  activeNamespace: text,
  activeCaipNetworkId: text,
  activeCaipNetworkIds: json,
  recentWallets: json,
  connectedConnectorIds: json,
  connectedSocial: text,
  connectedSocialUsername: text,
  connectionStatus: text,
  connectedNamespaces: commaList,
  preferredAccountTypes: json,
  connections: json,
  disconnectedConnectorIds: json,
  deepLinkChoice: json,
  legalAccepted: text,
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
      for (const [field, codec] of Object.entries(FIELDS)) {
        const key = storageKey(prefix, field as StorageKeyName)
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
      for (const [field, codec] of Object.entries(FIELDS)) {
        const key = storageKey(prefix, field as StorageKeyName)
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
      for (const name of Object.keys(FIELDS))
        storage.removeItem(storageKey(prefix, name as StorageKeyName))
      storage.removeItem(storageKey(prefix, 'version'))
    },
  }
}
