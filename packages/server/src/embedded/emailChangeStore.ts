import type { Db } from '../db/db.ts'
import { countWrongTry } from './store.ts'

/** An email change (table `embedded_email_changes`). */
export type EmailChange = {
  id: string
  projectId: string
  userId: string
  oldEmail: string
  newEmail: string
  /** 'primary': the code went to the current address; 'secondary': to the new one. */
  stage: 'primary' | 'secondary'
  codeHash: string
  codeExpiresAtMs: number
  wrongTries: number
  usedAtMs: number | null
}

const iso = (ms: number) => new Date(ms).toISOString()
const epochMs = (column: string) =>
  `(extract(epoch FROM ${column}) * 1000)::bigint::text AS ${column}_ms`

/** The change `id` of `userId` in `projectId`, if stored. */
export async function findEmailChange(
  db: Db,
  id: string,
  projectId: string,
  userId: string,
): Promise<EmailChange | undefined> {
  const [row] = await db.query(
    `SELECT id, project_id, user_id, old_email, new_email, stage, code_hash, wrong_tries,
       ${epochMs('code_expires_at')}, ${epochMs('used_at')}
     FROM embedded_email_changes WHERE id = $1 AND project_id = $2 AND user_id = $3`,
    [id, projectId, userId],
  )
  if (!row) return undefined
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    userId: row.user_id as string,
    oldEmail: row.old_email as string,
    newEmail: row.new_email as string,
    stage: row.stage as EmailChange['stage'],
    codeHash: row.code_hash as string,
    codeExpiresAtMs: Number(row.code_expires_at_ms),
    wrongTries: Number(row.wrong_tries),
    usedAtMs: row.used_at_ms === null ? null : Number(row.used_at_ms),
  }
}

export type NewEmailChange = {
  id: string
  projectId: string
  userId: string
  oldEmail: string
  newEmail: string
  codeHash: string
  nowMs: number
  lifetimeMs: number
}

/** Stores a change at its first stage; the user's earlier unfinished changes stop working. */
export async function insertEmailChange(db: Db, change: NewEmailChange): Promise<void> {
  const now = iso(change.nowMs)
  const end = iso(change.nowMs + change.lifetimeMs)
  await db.query(
    'UPDATE embedded_email_changes SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
    [change.userId, now],
  )
  await db.query(
    `INSERT INTO embedded_email_changes (id, project_id, user_id, old_email, new_email, stage,
       code_hash, code_expires_at, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'primary', $6, $7, $8, $7)`,
    [
      change.id,
      change.projectId,
      change.userId,
      change.oldEmail,
      change.newEmail,
      change.codeHash,
      end,
      now,
    ],
  )
}

/** Counts one wrong try on the change's current code (as `countWrongTry` does for flows). */
export const countChangeWrongTry = (db: Db, id: string, maxTries: number) =>
  countWrongTry(db, id, maxTries, 'embedded_email_changes')

/**
 * The current address's code was right: the change moves to its second stage with the new
 * address's code (a fresh count of tries and a fresh life), if it still was at the first;
 * whether it was (of two racing verifications one wins).
 */
export async function advanceEmailChange(
  db: Db,
  id: string,
  codeHash: string,
  nowMs: number,
  lifetimeMs: number,
  maxTries: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_email_changes
     SET stage = 'secondary', code_hash = $3, wrong_tries = 0, code_expires_at = $4, expires_at = $4
     WHERE id = $1 AND stage = 'primary' AND used_at IS NULL AND wrong_tries < $5
       AND code_expires_at > $2
     RETURNING id`,
    [id, iso(nowMs), codeHash, iso(nowMs + lifetimeMs), maxTries],
  )
  return rows.length > 0
}

/** Uses the change up (the second code was right, or its mail could not be sent); whether it was usable. */
export async function useEmailChange(
  db: Db,
  id: string,
  nowMs: number,
  maxTries: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_email_changes SET used_at = $2
     WHERE id = $1 AND used_at IS NULL AND wrong_tries < $3 AND code_expires_at > $2 RETURNING id`,
    [id, iso(nowMs), maxTries],
  )
  return rows.length > 0
}

/** Ends a change whatever its state (its mail could not be sent). */
export async function endEmailChange(db: Db, id: string, nowMs: number): Promise<void> {
  await db.query(
    'UPDATE embedded_email_changes SET used_at = $2 WHERE id = $1 AND used_at IS NULL',
    [id, iso(nowMs)],
  )
}

/** Whether another user of `projectId` has `email`. */
export async function emailTaken(
  db: Db,
  projectId: string,
  email: string,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM embedded_users WHERE project_id = $1 AND email = $2 AND id <> $3',
    [projectId, email, userId],
  )
  return rows.length > 0
}

/**
 * Gives `userId` the address `newEmail` if it still has `oldEmail`; whether it changed. Unused
 * login flows of both addresses in the project stop working. Throws the driver's unique
 * violation (SQLSTATE 23505) when another user took `newEmail` meanwhile.
 */
export async function changeUserEmail(
  db: Db,
  change: Pick<EmailChange, 'projectId' | 'userId' | 'oldEmail' | 'newEmail'>,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE embedded_users SET email = $3 WHERE id = $1 AND email = $2 RETURNING id',
    [change.userId, change.oldEmail, change.newEmail],
  )
  if (rows.length === 0) return false
  await db.query(
    `UPDATE embedded_flows SET used_at = $4
     WHERE project_id = $1 AND email IN ($2, $3) AND used_at IS NULL`,
    [change.projectId, change.oldEmail, change.newEmail, iso(nowMs)],
  )
  return true
}

/** Deletes changes that can no longer be used (with the login flows' purge). */
export async function purgeEmailChanges(db: Db, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM embedded_email_changes WHERE expires_at <= $1', [iso(beforeMs)])
}
