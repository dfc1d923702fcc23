import type { Client } from '../client/types.ts'
import { DEFAULT_STORAGE_KEY_PREFIX } from '../storage/keys.ts'
import { EMBEDDED_STORAGE_KEYS } from './constants.ts'

/** The full storage key of one SPEC §3 embedded login entry (`@latch/embedded_email` …). */
export function embeddedStorageKey(
  client: Pick<Client, 'options'>,
  name: keyof typeof EMBEDDED_STORAGE_KEYS,
): string {
  const prefix = client.options.storageKeyPrefix ?? DEFAULT_STORAGE_KEY_PREFIX
  return `${prefix}/${EMBEDDED_STORAGE_KEYS[name]}`
}
