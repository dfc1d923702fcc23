import { isOriginAllowed } from '@latch/core'
import type { Context } from 'hono'
import type { Db } from '../db/db.ts'
import { EmbeddedError, invalidRequest } from './EmbeddedError.ts'
import { hashToken } from './secrets.ts'
import { type EmbeddedSession, findLiveSession } from './store.ts'
import type { FrameEnv } from './types.ts'

const SESSION_TOKEN = /^Bearer ([A-Za-z0-9_-]{43})$/
const MAX_ORIGIN_LENGTH = 2048

/** The live session the request's bearer token names; 401 `invalid_session` otherwise. */
export async function signedInSession(
  c: Context<FrameEnv>,
  db: Db,
  nowMs: number,
): Promise<EmbeddedSession> {
  const match = SESSION_TOKEN.exec(c.req.header('Authorization') ?? '')
  const session =
    match?.[1] && (await findLiveSession(db, hashToken(match[1]), c.get('project').id, nowMs))
  if (!session) {
    throw new EmbeddedError(401, 'invalid_session', 'Not signed in, or the session has ended')
  }
  return session
}

/** `hostOrigin`: an origin the project allows (the page embedding the frame). */
export function readHostOrigin(c: Context<FrameEnv>, value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length > MAX_ORIGIN_LENGTH ||
    !URL.canParse(value) ||
    new URL(value).origin !== value
  ) {
    throw invalidRequest('hostOrigin must be an origin like https://shop.example')
  }
  if (!isOriginAllowed(value, c.get('project').allowedOrigins)) {
    throw new EmbeddedError(403, 'origin_not_allowed', 'This origin may not use this project')
  }
  return value
}
