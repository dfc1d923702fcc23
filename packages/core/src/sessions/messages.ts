import type { SessionPermission } from './types.ts'

/** What the smart account's owner signs to grant a session (`personal_sign`, EIP-191). */
export type SessionGrantMessageFields = {
  /** CAIP-10 id of the smart account. */
  account: string
  pci: string
  /** The site the session is for. */
  origin: string
  /** Unix seconds. */
  expiry: number
  /** In canonical form (`parseGrantPermissions`). */
  permissions: readonly SessionPermission[]
}

/**
 * The text the owner signs when granting a session: the frame signs it, the server rebuilds it
 * from what it stores and checks the signature, so both must build it from the canonical fields.
 *
 * @example
 * sessionGrantMessage({ account: 'eip155:1:0x…', pci: '0x…', origin, expiry, permissions })
 */
export function sessionGrantMessage(fields: SessionGrantMessageFields): string {
  return [
    'Grant a Latch smart session',
    `Account: ${fields.account}`,
    `Session: ${fields.pci}`,
    `Site: ${fields.origin}`,
    `Expiry: ${fields.expiry}`,
    `Permissions: ${JSON.stringify(fields.permissions)}`,
  ].join('\n')
}

/**
 * The text the smart account's owner signs to revoke a session (`POST /v1/sessions/{id}/revoke`
 * with `{ pci, signature }`): `account` is the CAIP-10 id the session lists.
 *
 * @example
 * const signature = await owner.signMessage({ message: sessionRevokeMessage(account, pci) })
 */
export function sessionRevokeMessage(account: string, pci: string): string {
  return ['Revoke a Latch smart session', `Account: ${account}`, `Session: ${pci}`].join('\n')
}
