import type { SessionPermission, SessionSigner, SmartSessionInfo } from '@latch/core/sessions'
import type { Db } from '../db/db.ts'

// Storage of smart sessions (migration 0008_smart_sessions).

const iso = (ms: number) => new Date(ms).toISOString()

/** A stored session: what `GET /v1/sessions/{id}` lists, plus the grant's user. */
export type StoredSession = Omit<SmartSessionInfo, 'status' | 'createdAt' | 'revokedAt'> & {
  projectId: string
  userId: string
  createdAtMs: number
  revokedAtMs: number | null
}

const COLUMNS = `pci, project_id, account, chain_id, owner, user_id, origin, signer, permissions,
  spent, (extract(epoch FROM expires_at))::bigint::text AS expiry,
  (extract(epoch FROM created_at) * 1000)::bigint::text AS created_at_ms,
  (extract(epoch FROM revoked_at) * 1000)::bigint::text AS revoked_at_ms`

function toSession(row: Record<string, unknown>): StoredSession {
  const signer =
    row.signer === null ? undefined : (JSON.parse(row.signer as string) as SessionSigner)
  return {
    pci: row.pci as `0x${string}`,
    projectId: row.project_id as string,
    account: row.account as string,
    chainId: row.chain_id as string,
    owner: row.owner as `0x${string}`,
    userId: row.user_id as string,
    origin: row.origin as string,
    ...(signer && { signer }),
    permissions: JSON.parse(row.permissions as string) as SessionPermission[],
    spent: JSON.parse(row.spent as string) as `0x${string}`[],
    expiry: Number(row.expiry),
    createdAtMs: Number(row.created_at_ms),
    revokedAtMs: row.revoked_at_ms === null ? null : Number(row.revoked_at_ms),
  }
}

/** The session as the API lists it, with its status at `nowMs`. */
export function sessionInfo(session: StoredSession, nowMs: number): SmartSessionInfo {
  const { projectId: _, userId: __, createdAtMs, revokedAtMs, ...rest } = session
  return {
    ...rest,
    createdAt: iso(createdAtMs),
    ...(revokedAtMs !== null && { revokedAt: iso(revokedAtMs) }),
    status: sessionStatus(session, nowMs),
  }
}

export function sessionStatus(session: StoredSession, nowMs: number): SmartSessionInfo['status'] {
  if (session.revokedAtMs !== null) return 'revoked'
  return session.expiry * 1000 <= nowMs ? 'expired' : 'active'
}

/** Stores a new session; false when the pci is taken already. */
export async function insertSession(
  db: Db,
  session: Omit<StoredSession, 'createdAtMs' | 'revokedAtMs' | 'spent'> & { signature: string },
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO smart_sessions (pci, project_id, account, chain_id, owner, user_id, origin,
       signer, permissions, spent, grant_signature, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (pci) DO NOTHING RETURNING pci`,
    [
      session.pci,
      session.projectId,
      session.account,
      session.chainId,
      session.owner,
      session.userId,
      session.origin,
      session.signer === undefined ? null : JSON.stringify(session.signer),
      JSON.stringify(session.permissions),
      JSON.stringify(session.permissions.map(() => '0x0')),
      session.signature,
      iso(session.expiry * 1000),
      iso(nowMs),
    ],
  )
  return rows.length > 0
}

/** How many sessions of the account are neither revoked nor expired. */
export async function countLiveSessions(
  db: Db,
  projectId: string,
  account: string,
  nowMs: number,
): Promise<number> {
  const [row] = await db.query(
    `SELECT count(*)::int AS n FROM smart_sessions
     WHERE project_id = $1 AND account = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [projectId, account, iso(nowMs)],
  )
  return Number(row?.n ?? 0)
}

/**
 * The sessions of `projectId` whose account is `account` (CAIP-10), or, given an address alone,
 * of that address on any chain; newest first, at most `limit`.
 */
export async function listSessions(
  db: Db,
  projectId: string,
  account: { caip10: string } | { address: string },
  limit: number,
): Promise<StoredSession[]> {
  const [where, value] =
    'caip10' in account
      ? ['account = $2', account.caip10]
      : [`account LIKE 'eip155:%:' || $2`, account.address]
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM smart_sessions WHERE project_id = $1 AND ${where}
     ORDER BY created_at DESC, pci LIMIT $3`,
    [projectId, value, limit],
  )
  return rows.map(toSession)
}

/** The session `pci` of `projectId`; `forUpdate` locks its row for the transaction. */
export async function findSession(
  db: Db,
  projectId: string,
  pci: string,
  forUpdate = false,
): Promise<StoredSession | undefined> {
  const [row] = await db.query(
    `SELECT ${COLUMNS} FROM smart_sessions WHERE pci = $1 AND project_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [pci, projectId],
  )
  return row && toSession(row)
}

/** Marks the session revoked (once: a second revoke keeps the first time); false if unknown. */
export async function revokeSession(
  db: Db,
  projectId: string,
  pci: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE smart_sessions SET revoked_at = COALESCE(revoked_at, $3)
     WHERE pci = $1 AND project_id = $2 RETURNING pci`,
    [pci, projectId, iso(nowMs)],
  )
  return rows.length > 0
}

/** Replaces what the session spent (inside the transaction that locked its row). */
export async function updateSpent(db: Db, pci: string, spent: readonly string[]): Promise<void> {
  await db.query('UPDATE smart_sessions SET spent = $2 WHERE pci = $1', [
    pci,
    JSON.stringify(spent),
  ])
}

/**
 * Deletes the sessions that ended (expired or revoked) before `beforeMs`: the list keeps recent
 * history, the table stays bounded.
 */
export async function purgeEndedSessions(db: Db, beforeMs: number): Promise<void> {
  await db.query(
    `DELETE FROM smart_sessions
     WHERE expires_at < $1 OR (revoked_at IS NOT NULL AND revoked_at < $1)`,
    [iso(beforeMs)],
  )
}
