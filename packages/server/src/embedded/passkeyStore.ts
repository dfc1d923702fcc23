import type { Db } from '../db/db.ts'

// Storage of the embedded wallet's passkeys (migration 0007_embedded_passkeys).

const iso = (ms: number) => new Date(ms).toISOString()

/** A WebAuthn ceremony: the challenge handed to the frame, used once. */
export type PasskeyCeremony = {
  id: string
  projectId: string
  kind: 'register' | 'login'
  /** The signed-in user adding a passkey; null for a login (the credential names the user). */
  userId: string | null
  challenge: string
  hostOrigin: string
  expiresAtMs: number
  usedAtMs: number | null
}

export async function insertCeremony(
  db: Db,
  ceremony: Omit<PasskeyCeremony, 'usedAtMs' | 'expiresAtMs'>,
  nowMs: number,
  lifetimeMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_passkey_ceremonies
       (id, project_id, kind, user_id, challenge, host_origin, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ceremony.id,
      ceremony.projectId,
      ceremony.kind,
      ceremony.userId,
      ceremony.challenge,
      ceremony.hostOrigin,
      iso(nowMs),
      iso(nowMs + lifetimeMs),
    ],
  )
}

/**
 * Takes the live ceremony `id` of `projectId` and `kind` for use: marks it used in one UPDATE
 * (of two racing verifications one wins) and answers it; undefined when it is unknown, expired or
 * used already.
 */
export async function useCeremony(
  db: Db,
  id: string,
  projectId: string,
  kind: PasskeyCeremony['kind'],
  nowMs: number,
): Promise<PasskeyCeremony | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    `UPDATE embedded_passkey_ceremonies SET used_at = $4
     WHERE id = $1 AND project_id = $2 AND kind = $3 AND used_at IS NULL AND expires_at > $4
     RETURNING id, project_id, kind, user_id, challenge, host_origin,
       (extract(epoch FROM expires_at) * 1000)::bigint::text AS expires_at_ms`,
    [id, projectId, kind, iso(nowMs)],
  )
  if (!row) return undefined
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    kind: row.kind as PasskeyCeremony['kind'],
    userId: row.user_id as string | null,
    challenge: row.challenge as string,
    hostOrigin: row.host_origin as string,
    expiresAtMs: Number(row.expires_at_ms),
    usedAtMs: nowMs,
  }
}

/** A stored passkey. */
export type StoredPasskey = {
  credentialId: string
  projectId: string
  userId: string
  /** The COSE public key, base64url. */
  publicKey: string
  counter: number
  transports: string[]
  /** The frame's seal of the recovery share (opaque here). */
  sealedRecovery: string
  createdAtMs: number
}

function toPasskey(row: Record<string, unknown>): StoredPasskey {
  return {
    credentialId: row.credential_id as string,
    projectId: row.project_id as string,
    userId: row.user_id as string,
    publicKey: row.public_key as string,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports as string) as string[],
    sealedRecovery: row.sealed_recovery as string,
    createdAtMs: Number(row.created_at_ms),
  }
}

const PASSKEY_COLUMNS = `credential_id, project_id, user_id, public_key, counter, transports,
  sealed_recovery, (extract(epoch FROM created_at) * 1000)::bigint::text AS created_at_ms`

/** Stores a new passkey; false when the credential id is taken already. */
export async function insertPasskey(
  db: Db,
  passkey: Omit<StoredPasskey, 'createdAtMs'>,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO embedded_passkeys (credential_id, project_id, user_id, public_key, counter,
       transports, sealed_recovery, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (credential_id) DO NOTHING
     RETURNING credential_id`,
    [
      passkey.credentialId,
      passkey.projectId,
      passkey.userId,
      passkey.publicKey,
      passkey.counter,
      JSON.stringify(passkey.transports),
      passkey.sealedRecovery,
      iso(nowMs),
    ],
  )
  return rows.length > 0
}

/** The passkey `credentialId` of `projectId`, if any. */
export async function findPasskey(
  db: Db,
  credentialId: string,
  projectId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db.query(
    `SELECT ${PASSKEY_COLUMNS} FROM embedded_passkeys WHERE credential_id = $1 AND project_id = $2`,
    [credentialId, projectId],
  )
  return row && toPasskey(row)
}

/** The passkeys of `userId`, oldest first. */
export async function listPasskeys(db: Db, userId: string): Promise<StoredPasskey[]> {
  const rows = await db.query(
    `SELECT ${PASSKEY_COLUMNS} FROM embedded_passkeys WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  )
  return rows.map(toPasskey)
}

/**
 * Records a sign-in with the passkey: the new counter, unless another sign-in moved it first
 * (the counter must grow, or stay 0 for authenticators without one); whether it was recorded.
 */
export async function usePasskey(
  db: Db,
  credentialId: string,
  oldCounter: number,
  newCounter: number,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_passkeys SET counter = $3, last_used_at = $4
     WHERE credential_id = $1 AND counter = $2 RETURNING credential_id`,
    [credentialId, oldCounter, newCounter, iso(nowMs)],
  )
  return rows.length > 0
}

/** Deletes ceremonies that ended before `beforeMs`. */
export async function purgeCeremonies(db: Db, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM embedded_passkey_ceremonies WHERE expires_at <= $1', [iso(beforeMs)])
}
