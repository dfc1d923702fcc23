import { DEFAULT_ACCOUNT_NAME_ZONE } from '@latch/core'
import type { Hex } from 'viem'

/**
 * Account-name registration (`POST /v1/profile/account`): the zone names are registered under
 * and the registrar's key, which sends `registerFor` to the chains' name registries (it must be
 * the registrar the registry was deployed with, and hold gas money). A secret: it stays on the
 * server. Without it the route answers 501.
 */
export type NamesConfig = {
  /** @defaultValue 'latch' (`my-name` is registered as `my-name.latch`) */
  zone: string
  /** 0x + 64 hex digits (`LATCH_NAME_REGISTRAR_KEY`). */
  registrarPrivateKey: Hex
  /**
   * Registrations per minute per client (IPv4 address, IPv6 /64) and project: each one is a
   * transaction the registrar pays for. @defaultValue 5
   */
  registrationsPerMinute?: number | undefined
}

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/
const ZONE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/

/**
 * `names` from the config file (the devnet writes its registrar's key), with
 * `LATCH_NAME_REGISTRAR_KEY` and `LATCH_NAME_ZONE` over it; undefined without a key. Throws on a
 * malformed key or zone, naming the setting but never printing the key.
 */
export function namesConfigFrom(
  file: Partial<NamesConfig> | undefined,
  env: Record<string, string | undefined>,
): NamesConfig | undefined {
  const registrarPrivateKey = env.LATCH_NAME_REGISTRAR_KEY || file?.registrarPrivateKey
  const zone = env.LATCH_NAME_ZONE || file?.zone || DEFAULT_ACCOUNT_NAME_ZONE
  if (!registrarPrivateKey) return undefined
  if (!PRIVATE_KEY.test(registrarPrivateKey)) {
    throw new Error(
      'names.registrarPrivateKey (LATCH_NAME_REGISTRAR_KEY) must be 0x + 64 hex digits',
    )
  }
  if (!ZONE.test(zone)) {
    throw new Error(
      `names.zone (LATCH_NAME_ZONE) must be lower-case labels joined by dots, got '${zone}'`,
    )
  }
  const perMinute = file?.registrationsPerMinute
  if (perMinute !== undefined && (!Number.isSafeInteger(perMinute) || perMinute < 1)) {
    throw new Error(
      `names.registrationsPerMinute must be a whole number of at least 1, got ${perMinute}`,
    )
  }
  return {
    zone,
    registrarPrivateKey: registrarPrivateKey as Hex,
    ...(perMinute !== undefined && { registrationsPerMinute: perMinute }),
  }
}
