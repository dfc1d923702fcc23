import {
  type RevokeSessionBody,
  type SmartSessionsAnswer,
  sessionRevokeMessage,
} from '@latch/core/sessions'
import { Hono } from 'hono'
import { isHex, verifyMessage } from 'viem'
import type { AppDeps, AppEnv } from '../app/types.ts'
import {
  isPci,
  readAccountId,
  SESSIONS_LIST_LIMIT,
  SESSIONS_MAX_SIGNATURE_LENGTH,
  sameAccount,
} from '../sessions/readSessionIds.ts'
import { findSession, listSessions, revokeSession, sessionInfo } from '../sessions/sessionStore.ts'
import { readJsonObject } from '../validation/body.ts'
import { badRequest, HttpError } from '../validation/HttpError.ts'

/**
 * Smart sessions (SPEC §7, issue P11): `GET /v1/sessions/{id}` lists an account's sessions with
 * their status and what they spent; `POST /v1/sessions/{id}/revoke` `{ pci, signature }` ends one
 * for good, signed by the smart account's owner over `sessionRevokeMessage(account, pci)`. The
 * embedded wallet's frame creates and uses them on the frame origin (`/embedded/v1/sessions`).
 */
export function sessionRoutes({ db, auth }: AppDeps) {
  const { now } = auth.options
  const app = new Hono<AppEnv>()

  app.get('/v1/sessions/:id', async (c) => {
    const account = readAccountId(c.req.param('id'))
    const nowMs = now()
    const sessions = await listSessions(db, c.get('project').id, account, SESSIONS_LIST_LIMIT)
    c.header('Cache-Control', 'no-store')
    return c.json({
      sessions: sessions.map((session) => sessionInfo(session, nowMs)),
    } satisfies SmartSessionsAnswer)
  })

  app.post('/v1/sessions/:id/revoke', async (c) => {
    const account = readAccountId(c.req.param('id'))
    const body = await readJsonObject(c)
    const { pci, signature } = body as Partial<Record<keyof RevokeSessionBody, unknown>>
    if (!isPci(pci))
      throw badRequest('invalid_body', 'pci must be a permission context id (0x + 64 hex)')
    if (
      typeof signature !== 'string' ||
      signature.length > SESSIONS_MAX_SIGNATURE_LENGTH ||
      !isHex(signature, { strict: true })
    ) {
      throw badRequest('invalid_body', 'signature must be hex')
    }
    const project = c.get('project')
    const session = await findSession(db, project.id, pci)
    if (!session || !sameAccount(session.account, account)) {
      throw new HttpError(404, 'not_found', 'No such session for this account')
    }
    // The owner is an EOA (the SimpleAccount's owner): recovering the signer needs no chain.
    const valid = await verifyMessage({
      address: session.owner,
      message: sessionRevokeMessage(session.account, pci),
      signature,
    }).catch(() => false)
    if (!valid) {
      throw new HttpError(401, 'invalid_signature', 'The signature is not the account owner’s')
    }
    const nowMs = now()
    await revokeSession(db, project.id, pci, nowMs)
    const revoked = await findSession(db, project.id, pci)
    c.header('Cache-Control', 'no-store')
    return c.json(revoked ? sessionInfo(revoked, nowMs) : {})
  })

  return app
}
