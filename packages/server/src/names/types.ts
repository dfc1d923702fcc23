/** `GET /v1/identity/:address`: the account's name and avatar, null when it has none. */
export type Identity = { name: string | null; avatar: string | null }

/**
 * A name's profile (SPEC §7 `/v1/profile/account/{name}`). Times are unix seconds.
 * `addresses` is keyed by the ENSIP-11 coin type of each chain the name resolves on.
 */
export type Profile = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: { avatar?: string }
}
