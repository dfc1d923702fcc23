import { randomBytes } from 'node:crypto'
import type { AuthNonceAnswer } from '@latch/core/api'
import type { Db } from '../db/db.ts'

const NONCE_BYTES = 32
// 36^50 > 2^256: every 32-byte value fits in 50 base-36 digits.
const NONCE_LENGTH = 50

/**
 * A fresh nonce: 32 bytes from the operating system's CSPRNG written in base 36, 50 letters and
 * digits (EIP-4361 asks for at least 8 alphanumerics; never `Math.random`).
 */
export function newNonce(): string {
  const value = BigInt(`0x${randomBytes(NONCE_BYTES).toString('hex')}`)
  return value.toString(36).padStart(NONCE_LENGTH, '0')
}

/** Stores a new nonce for `projectId`, usable until `nowMs + lifetimeMs`. */
export async function issueNonce(
  db: Db,
  projectId: string,
  nowMs: number,
  lifetimeMs: number,
): Promise<AuthNonceAnswer> {
  const nonce = newNonce()
  const expiresAt = new Date(nowMs + lifetimeMs).toISOString()
  await db.query('INSERT INTO auth_nonces (nonce, project_id, expires_at) VALUES ($1, $2, $3)', [
    nonce,
    projectId,
    expiresAt,
  ])
  return { nonce, expiresAt }
}

/** Whether `nonce` was given to `projectId`, is unused and unexpired (nothing changes). */
export async function isNonceUsable(
  db: Db,
  nonce: string,
  projectId: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM auth_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > $3',
    [nonce, projectId, new Date(nowMs).toISOString()],
  )
  return rows.length > 0
}

/**
 * Uses the nonce up: deletes it if it is still usable and says whether it was. Of two sign-ins
 * racing with one nonce only one sees `true` (the row lock orders the deletes).
 */
export async function consumeNonce(
  db: Db,
  nonce: string,
  projectId: string,
  nowMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM auth_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > $3
     RETURNING nonce`,
    [nonce, projectId, new Date(nowMs).toISOString()],
  )
  return rows.length > 0
}
