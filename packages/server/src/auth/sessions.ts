import { randomBytes } from 'node:crypto'
import type { Db } from '../db/db.ts'

/** A stored sign-in session (table `auth_sessions`). */
export type Session = {
  id: string
  projectId: string
  /** CAIP-2. */
  chainId: string
  address: string
  expiresAtMs: number
  revoked: boolean
}

export type NewSession = Omit<Session, 'id' | 'revoked'> & { nonce: string; issuedAtMs: number }

/** A fresh session id (the token's `jti`): 16 CSPRNG bytes, base64url. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/** Stores a session under `id`. */
export async function insertSession(db: Db, id: string, session: NewSession): Promise<void> {
  await db.query(
    `INSERT INTO auth_sessions (id, project_id, chain_id, address, nonce, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      session.projectId,
      session.chainId,
      session.address,
      session.nonce,
      new Date(session.issuedAtMs).toISOString(),
      new Date(session.expiresAtMs).toISOString(),
    ],
  )
}

type SessionRow = {
  id: string
  project_id: string
  chain_id: string
  address: string
  expires_at_ms: string
  revoked: boolean
}

/** The session `id`, if it is stored. */
export async function findSession(db: Db, id: string): Promise<Session | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT id, project_id, chain_id, address, revoked_at IS NOT NULL AS revoked,
       (extract(epoch FROM expires_at) * 1000)::bigint::text AS expires_at_ms
     FROM auth_sessions WHERE id = $1`,
    [id],
  )
  if (!row) return undefined
  return {
    id: row.id,
    projectId: row.project_id,
    chainId: row.chain_id,
    address: row.address,
    expiresAtMs: Number(row.expires_at_ms),
    revoked: row.revoked,
  }
}

/**
 * Revokes the session `id` of `projectId` and no other: sessions of the same address or network
 * stay. Says whether it was live (false when already revoked or unknown).
 */
export async function revokeSession(
  db: Db,
  id: string,
  projectId: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_sessions SET revoked_at = $3
     WHERE id = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING id`,
    [id, projectId, new Date(nowMs).toISOString()],
  )
  return rows.length > 0
}

/**
 * Deletes expired nonces and sessions that expired over `retentionMs` ago (a sign-in leaves at
 * most one row of each; this keeps the tables at what is live).
 */
export async function purgeExpired(db: Db, nowMs: number, retentionMs: number): Promise<void> {
  await db.query('DELETE FROM auth_nonces WHERE expires_at <= $1', [new Date(nowMs).toISOString()])
  await db.query('DELETE FROM auth_sessions WHERE expires_at <= $1', [
    new Date(nowMs - retentionMs).toISOString(),
  ])
}
