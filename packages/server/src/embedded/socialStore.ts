import type { Db } from '../db/db.ts'
import type { SocialProviderId } from './socialConfig.ts'
import { type EmbeddedUserRow, findUser } from './store.ts'

/** Who vouches for an identity: a social provider, or Farcaster (its flows share the table). */
export type IdentityProviderId = SocialProviderId | 'farcaster'

/** A social login flow (table `embedded_social_flows`). */
export type SocialFlow = {
  id: string
  projectId: string
  provider: IdentityProviderId
  /** SHA-256 (hex) of the `state` sent to the provider. */
  stateHash: string
  nonce: string
  codeVerifier: string
  hostOrigin: string
  redirectUri: string
  /** The device the frame named at the start, if any. */
  deviceId: string | null
  usedAtMs: number | null
  expiresAtMs: number
}

const iso = (ms: number) => new Date(ms).toISOString()
const COLUMNS = `id, project_id, provider, state_hash, nonce, code_verifier, host_origin,
  redirect_uri, device_id, (extract(epoch FROM used_at) * 1000)::bigint::text AS used_at_ms,
  (extract(epoch FROM expires_at) * 1000)::bigint::text AS expires_at_ms`

function toFlow(row: Record<string, unknown>): SocialFlow {
  return {
    id: row.id as string,
    projectId: row.project_id as string,
    provider: row.provider as IdentityProviderId,
    stateHash: row.state_hash as string,
    nonce: row.nonce as string,
    codeVerifier: row.code_verifier as string,
    hostOrigin: row.host_origin as string,
    redirectUri: row.redirect_uri as string,
    deviceId: row.device_id as string | null,
    usedAtMs: row.used_at_ms === null ? null : Number(row.used_at_ms),
    expiresAtMs: Number(row.expires_at_ms),
  }
}

export type NewSocialFlow = Omit<SocialFlow, 'usedAtMs' | 'expiresAtMs'> & {
  nowMs: number
  lifetimeMs: number
}

/** Stores a flow started by `/social/start`. */
export async function insertSocialFlow(db: Db, flow: NewSocialFlow): Promise<void> {
  await db.query(
    `INSERT INTO embedded_social_flows (id, project_id, provider, state_hash, nonce, code_verifier,
       host_origin, redirect_uri, device_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      flow.id,
      flow.projectId,
      flow.provider,
      flow.stateHash,
      flow.nonce,
      flow.codeVerifier,
      flow.hostOrigin,
      flow.redirectUri,
      flow.deviceId,
      iso(flow.nowMs),
      iso(flow.nowMs + flow.lifetimeMs),
    ],
  )
}

/** The flow `id` of `projectId`, if stored. */
export async function findSocialFlow(
  db: Db,
  id: string,
  projectId: string,
): Promise<SocialFlow | undefined> {
  const [row] = await db.query(
    `SELECT ${COLUMNS} FROM embedded_social_flows WHERE id = $1 AND project_id = $2`,
    [id, projectId],
  )
  return row && toFlow(row)
}

/** The unused, unexpired flow whose state hashes to `stateHash` (the callback page's lookup). */
export async function findLiveSocialFlowByState(
  db: Db,
  stateHash: string,
  nowMs: number,
): Promise<SocialFlow | undefined> {
  const [row] = await db.query(
    `SELECT ${COLUMNS} FROM embedded_social_flows
     WHERE state_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [stateHash, iso(nowMs)],
  )
  return row && toFlow(row)
}

/**
 * Uses the flow up (its PKCE verifier is forgotten: the caller holds it); whether it was still
 * usable (of two racing verifications one wins).
 */
export async function useSocialFlow(db: Db, id: string, nowMs: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE embedded_social_flows SET used_at = $2, code_verifier = ''
     WHERE id = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id`,
    [id, iso(nowMs)],
  )
  return rows.length > 0
}

/** What the provider told about the account at this login. */
export type SocialAccount = {
  projectId: string
  provider: IdentityProviderId
  subject: string
  email: string | null
  username: string | null
}

/**
 * The user of (project, provider, subject), made (without an email) when there is none yet; the
 * identity's email and username are refreshed. Run in a transaction: of two racing first logins
 * one user is kept.
 */
export async function ensureSocialUser(
  db: Db,
  account: SocialAccount,
  newId: string,
  nowMs: number,
): Promise<EmbeddedUserRow & { username: string | null }> {
  const now = iso(nowMs)
  const key = [account.projectId, account.provider, account.subject]
  let [row] = await db.query<{ user_id: string }>(
    `UPDATE embedded_identities SET email = $4, username = $5, last_login_at = $6
     WHERE project_id = $1 AND provider = $2 AND subject = $3 RETURNING user_id`,
    [...key, account.email, account.username, now],
  )
  if (!row) {
    await db.query(
      'INSERT INTO embedded_users (id, project_id, email, created_at) VALUES ($1, $2, NULL, $3)',
      [newId, account.projectId, now],
    )
    ;[row] = await db.query<{ user_id: string }>(
      `INSERT INTO embedded_identities (project_id, provider, subject, user_id, email, username,
         created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (project_id, provider, subject) DO NOTHING RETURNING user_id`,
      [...key, newId, account.email, account.username, now],
    )
    if (!row) {
      // Another login made it first: keep that one.
      await db.query('DELETE FROM embedded_users WHERE id = $1', [newId])
      ;[row] = await db.query<{ user_id: string }>(
        'SELECT user_id FROM embedded_identities WHERE project_id = $1 AND provider = $2 AND subject = $3',
        key,
      )
    }
  }
  const user = await findUser(db, (row as { user_id: string }).user_id)
  return { ...(user as EmbeddedUserRow), username: account.username }
}

/** Deletes flows expired before `beforeMs`. */
export async function purgeSocialFlows(db: Db, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM embedded_social_flows WHERE expires_at <= $1', [iso(beforeMs)])
}
