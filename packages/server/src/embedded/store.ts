import type { Db } from '../db/db.ts'

/** A login flow (table `embedded_flows`). */
export type Flow = {
  id: string
  projectId: string
  email: string
  deviceId: string
  kind: 'otp' | 'device'
  codeHash: string | null
  codeExpiresAtMs: number | null
  wrongTries: number
  approvedAtMs: number | null
  usedAtMs: number | null
  expiresAtMs: number
}

/** A user (table `embedded_users`); shares stay encrypted here. */
export type EmbeddedUserRow = {
  id: string
  projectId: string
  email: string
  evmAddress: string | null
  solanaAddress: string | null
  authShare: string | null
  recoveryShare: string | null
  hasWallet: boolean
}

const iso = (ms: number) => new Date(ms).toISOString()
const msOf = (value: unknown) => (value === null ? null : Number(value))
const epochMs = (column: string) =>
  `(extract(epoch FROM ${column}) * 1000)::bigint::text AS ${column}_ms`

const FLOW_COLUMNS = `id, project_id, email, device_id, kind, code_hash, wrong_tries,
  ${epochMs('code_expires_at')}, ${epochMs('approved_at')}, ${epochMs('used_at')}, ${epochMs('expires_at')}`

function toFlow(row: Record<string, unknown>): Flow {
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    email: row.email as string,
    deviceId: row.device_id as string,
    kind: row.kind as Flow['kind'],
    codeHash: row.code_hash as string | null,
    codeExpiresAtMs: msOf(row.code_expires_at_ms),
    wrongTries: Number(row.wrong_tries),
    approvedAtMs: msOf(row.approved_at_ms),
    usedAtMs: msOf(row.used_at_ms),
    expiresAtMs: Number(row.expires_at_ms),
  }
}

/** The flow `id` of `projectId`, if stored. */
export async function findFlow(db: Db, id: string, projectId: string): Promise<Flow | undefined> {
  const [row] = await db.query(
    `SELECT ${FLOW_COLUMNS} FROM embedded_flows WHERE id = $1 AND project_id = $2`,
    [id, projectId],
  )
  return row && toFlow(row)
}

/** The flow whose approval link token hashes to `tokenHash`. */
export async function findFlowByApproveToken(
  db: Db,
  tokenHash: string,
): Promise<(Flow & { approveExpiresAtMs: number }) | undefined> {
  const [row] = await db.query(
    `SELECT ${FLOW_COLUMNS}, ${epochMs('approve_expires_at')}
     FROM embedded_flows WHERE approve_token_hash = $1`,
    [tokenHash],
  )
  return row && { ...toFlow(row), approveExpiresAtMs: Number(row.approve_expires_at_ms) }
}

export type NewFlow = {
  id: string
  projectId: string
  email: string
  deviceId: string
  kind: Flow['kind']
  codeHash: string | null
  approveTokenHash: string | null
  nowMs: number
  lifetimeMs: number
}

/** Stores a flow; earlier unused flows of the same address and project stop working. */
export async function insertFlow(db: Db, flow: NewFlow): Promise<void> {
  const now = iso(flow.nowMs)
  const end = iso(flow.nowMs + flow.lifetimeMs)
  await db.query(
    `UPDATE embedded_flows SET used_at = $3
     WHERE project_id = $1 AND email = $2 AND used_at IS NULL`,
    [flow.projectId, flow.email, now],
  )
  await db.query(
    `INSERT INTO embedded_flows (id, project_id, email, device_id, kind, code_hash,
       code_expires_at, approve_token_hash, approve_expires_at, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      flow.id,
      flow.projectId,
      flow.email,
      flow.deviceId,
      flow.kind,
      flow.codeHash,
      flow.codeHash === null ? null : end,
      flow.approveTokenHash,
      flow.approveTokenHash === null ? null : end,
      now,
      end,
    ],
  )
}

/** Deletes a flow (its mail could not be sent). */
export async function deleteFlow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM embedded_flows WHERE id = $1', [id])
}

/**
 * Counts one wrong try, unless the code is already burnt or used; the tries counted so far, or
 * undefined when nothing was counted. `table`: a login's flows, or the email changes.
 */
export async function countWrongTry(
  db: Db,
  id: string,
  maxTries: number,
  table: 'embedded_flows' | 'embedded_email_changes' = 'embedded_flows',
): Promise<number | undefined> {
  const [row] = await db.query<{ wrong_tries: number }>(
    `UPDATE ${table} SET wrong_tries = wrong_tries + 1
     WHERE id = $1 AND wrong_tries < $2 AND used_at IS NULL RETURNING wrong_tries`,
    [id, maxTries],
  )
  return row && Number(row.wrong_tries)
}

/** Uses the flow up; whether it was still usable (of two racing verifications one wins). */
export async function useFlow(
  db: Db,
  id: string,
  nowMs: number,
  maxTries: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_flows SET used_at = $2
     WHERE id = $1 AND used_at IS NULL AND wrong_tries < $3 AND code_expires_at > $2 RETURNING id`,
    [id, iso(nowMs), maxTries],
  )
  return rows.length > 0
}

/**
 * Approves a device flow and gives it its code (hash), if it is still waiting; whether it was.
 */
export async function approveFlow(
  db: Db,
  id: string,
  codeHash: string,
  nowMs: number,
  lifetimeMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_flows
     SET approved_at = $2, code_hash = $3, code_expires_at = $4, expires_at = $4
     WHERE id = $1 AND kind = 'device' AND approved_at IS NULL AND used_at IS NULL
       AND approve_expires_at > $2
     RETURNING id`,
    [id, iso(nowMs), codeHash, iso(nowMs + lifetimeMs)],
  )
  return rows.length > 0
}

/** Takes an approval back (its code mail could not be sent): the link works again. */
export async function unapproveFlow(db: Db, id: string): Promise<void> {
  await db.query(
    'UPDATE embedded_flows SET approved_at = NULL, code_hash = NULL, code_expires_at = NULL WHERE id = $1',
    [id],
  )
}

const USER_COLUMNS = `id, project_id, email, evm_address, solana_address, auth_share,
  recovery_share, wallet_created_at IS NOT NULL AS has_wallet`

function toUser(row: Record<string, unknown>): EmbeddedUserRow {
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    email: row.email as string,
    evmAddress: row.evm_address as string | null,
    solanaAddress: row.solana_address as string | null,
    authShare: row.auth_share as string | null,
    recoveryShare: row.recovery_share as string | null,
    hasWallet: row.has_wallet as boolean,
  }
}

/** The user of `email` in `projectId`, if any. */
export async function findUserByEmail(
  db: Db,
  projectId: string,
  email: string,
): Promise<EmbeddedUserRow | undefined> {
  const [row] = await db.query(
    `SELECT ${USER_COLUMNS} FROM embedded_users WHERE project_id = $1 AND email = $2`,
    [projectId, email],
  )
  return row && toUser(row)
}

/** The user `id`. */
export async function findUser(db: Db, id: string): Promise<EmbeddedUserRow | undefined> {
  const [row] = await db.query(`SELECT ${USER_COLUMNS} FROM embedded_users WHERE id = $1`, [id])
  return row && toUser(row)
}

/** The user of `email`, made when there is none yet. */
export async function ensureUser(
  db: Db,
  projectId: string,
  email: string,
  newId: string,
  nowMs: number,
): Promise<EmbeddedUserRow> {
  await db.query(
    `INSERT INTO embedded_users (id, project_id, email, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id, email) DO NOTHING`,
    [newId, projectId, email, iso(nowMs)],
  )
  return (await findUserByEmail(db, projectId, email)) as EmbeddedUserRow
}

/** Whether `deviceId` is one `userId` approved. */
export async function isKnownDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM embedded_devices WHERE user_id = $1 AND device_id = $2',
    [userId, deviceId],
  )
  return rows.length > 0
}

/** Records `deviceId` as approved for `userId`. */
export async function addDevice(
  db: Db,
  userId: string,
  deviceId: string,
  nowMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_devices (user_id, device_id, approved_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [userId, deviceId, iso(nowMs)],
  )
}

export type StoredWallet = {
  authShare: string
  recoveryShare: string
  evmAddress: string
  solanaAddress: string
}

/** Stores the wallet of a user who has none yet; whether it was stored. */
export async function storeWallet(
  db: Db,
  userId: string,
  wallet: StoredWallet,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_users SET auth_share = $2, recovery_share = $3, evm_address = $4,
       solana_address = $5, wallet_created_at = $6
     WHERE id = $1 AND wallet_created_at IS NULL RETURNING id`,
    [
      userId,
      wallet.authShare,
      wallet.recoveryShare,
      wallet.evmAddress,
      wallet.solanaAddress,
      iso(nowMs),
    ],
  )
  return rows.length > 0
}

/** A live session. */
export type EmbeddedSession = { userId: string; deviceId: string; projectId: string }

/** Stores a session under the hash of its token. */
export async function insertSession(
  db: Db,
  tokenHash: string,
  session: EmbeddedSession,
  nowMs: number,
  lifetimeMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO embedded_sessions (token_hash, project_id, user_id, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      tokenHash,
      session.projectId,
      session.userId,
      session.deviceId,
      iso(nowMs),
      iso(nowMs + lifetimeMs),
    ],
  )
}

/** The live (unexpired, not signed out) session of `projectId` whose token hashes to `tokenHash`. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  projectId: string,
  nowMs: number,
): Promise<EmbeddedSession | undefined> {
  const [row] = await db.query<{ user_id: string; device_id: string; project_id: string }>(
    `SELECT user_id, device_id, project_id FROM embedded_sessions
     WHERE token_hash = $1 AND project_id = $2 AND revoked_at IS NULL AND expires_at > $3`,
    [tokenHash, projectId, iso(nowMs)],
  )
  return row && { userId: row.user_id, deviceId: row.device_id, projectId: row.project_id }
}

/** Signs the session out (that session only). */
export async function revokeSession(db: Db, tokenHash: string, nowMs: number): Promise<void> {
  await db.query(
    'UPDATE embedded_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, iso(nowMs)],
  )
}

/**
 * Counts one login mail to `email` unless `max` were sent within `windowMs`: the milliseconds to
 * wait when over, else undefined. Serialised per address (an advisory lock), so racing starts
 * cannot both take the last send.
 */
export async function takeMailSend(
  db: Db,
  email: string,
  nowMs: number,
  max: number,
  windowMs: number,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('latch-embedded-mail:' || $1::text))", [
      email,
    ])
    const rows = await tx.query<{ sent_ms: string }>(
      `SELECT (extract(epoch FROM sent_at) * 1000)::bigint::text AS sent_ms
       FROM embedded_mail_sends WHERE email = $1 AND sent_at > $2 ORDER BY sent_at`,
      [email, iso(nowMs - windowMs)],
    )
    if (rows.length >= max) return Number(rows[0]?.sent_ms) + windowMs - nowMs
    await tx.query('INSERT INTO embedded_mail_sends (email, sent_at) VALUES ($1, $2)', [
      email,
      iso(nowMs),
    ])
    return undefined
  })
}

/** Gives back a send counted by takeMailSend (the mail could not be sent). */
export async function returnMailSend(db: Db, email: string, nowMs: number): Promise<void> {
  await db.query('DELETE FROM embedded_mail_sends WHERE email = $1 AND sent_at = $2', [
    email,
    iso(nowMs),
  ])
}

/**
 * A fixed-window counter kept in the database (shared by every instance, kept across restarts):
 * the milliseconds to wait when `key` is over `max` in this window, else undefined.
 */
export async function hitLimit(
  db: Db,
  key: string,
  nowMs: number,
  max: number,
  windowMs: number,
): Promise<number | undefined> {
  const start = nowMs - (nowMs % windowMs)
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO embedded_limits (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = embedded_limits.hits + 1
     RETURNING hits`,
    [key, iso(start)],
  )
  return Number(row?.hits) > max ? start + windowMs - nowMs : undefined
}

/** Deletes what can no longer be used: old flows, sessions, sends and counters. */
export async function purgeEmbedded(db: Db, nowMs: number, windowMs: number): Promise<void> {
  const now = iso(nowMs)
  const windowAgo = iso(nowMs - windowMs)
  await db.query('DELETE FROM embedded_flows WHERE expires_at <= $1', [windowAgo])
  await db.query('DELETE FROM embedded_sessions WHERE expires_at <= $1', [now])
  await db.query('DELETE FROM embedded_mail_sends WHERE sent_at <= $1', [windowAgo])
  await db.query('DELETE FROM embedded_limits WHERE window_start <= $1', [
    iso(nowMs - 2 * windowMs),
  ])
}
