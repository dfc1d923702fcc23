import type { AuthenticateAnswer, AuthNonceAnswer, AuthSessionAnswer } from '@latch/core/api'
import { parseSiwxMessage, SiwxMessageError, type SiwxMessageFields } from '@latch/core/siwx'
import { type Context, Hono } from 'hono'
import { publicBaseUrl } from '../app/absoluteUrl.ts'
import type { AppDeps, AppEnv } from '../app/types.ts'
import { checkMessage, timeOf } from '../auth/checkMessage.ts'
import {
  AUTH_EXPIRED_SESSION_RETENTION_MS,
  AUTH_MAX_MESSAGE_LENGTH,
  AUTH_MAX_SIGNATURE_LENGTH,
  AUTH_MAX_TOKEN_LENGTH,
  AUTH_PURGE_INTERVAL_MS,
} from '../auth/constants.ts'
import { consumeNonce, isNonceUsable, issueNonce } from '../auth/nonces.ts'
import {
  findSession,
  insertSession,
  newSessionId,
  purgeExpired,
  revokeSession,
  type Session,
} from '../auth/sessions.ts'
import { bearerToken, signSessionToken, verifySessionToken } from '../auth/tokens.ts'
import { verifySignature } from '../auth/verifySignature.ts'
import { readJsonObject, stringField } from '../validation/body.ts'
import { badRequest, HttpError } from '../validation/HttpError.ts'

const JWKS_MAX_AGE_S = 300

/**
 * Sign-in with X (issue P8): server nonces, message and signature checks, sessions stored in the
 * database with a JWT a site's backend verifies offline (`/auth/v1/jwks.json`). Every refusal
 * is 401 with `{ error, message }` (400 for a malformed body) and stores nothing.
 */
export function authRoutes({ db, auth, chains, solanaChains, publicUrl }: AppDeps) {
  const { options, keys } = auth
  const app = new Hono<AppEnv>()
  let purgedAtMs = Number.NEGATIVE_INFINITY

  app.get('/auth/v1/nonce', async (c) => {
    const nowMs = options.now()
    if (nowMs - purgedAtMs >= AUTH_PURGE_INTERVAL_MS) {
      purgedAtMs = nowMs
      await purgeExpired(db, nowMs, AUTH_EXPIRED_SESSION_RETENTION_MS)
    }
    const answer = await issueNonce(db, c.get('project').id, nowMs, options.nonceLifetimeMs)
    c.header('Cache-Control', 'no-store')
    return c.json(answer satisfies AuthNonceAnswer)
  })

  app.post('/auth/v1/authenticate', async (c) => {
    const project = c.get('project')
    const body = await readJsonObject(c)
    const message = stringField(body, 'message', { max: AUTH_MAX_MESSAGE_LENGTH })
    const signature = stringField(body, 'signature', { max: AUTH_MAX_SIGNATURE_LENGTH })
    const { data } = body
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      throw badRequest('invalid_body', 'data must be an object when present')
    }
    const fields = parseMessage(message)
    const nowMs = options.now()
    checkMessage(fields, {
      allowedOrigins: project.allowedOrigins,
      origin: c.req.header('Origin'),
      nowMs,
      clockSkewMs: options.clockSkewMs,
      isChainServed: (id) => chains.get(id) !== undefined || solanaChains.get(id) !== undefined,
    })
    // Read first, used up only once the signature checks out: a stranger's wrong signature
    // cannot burn a visitor's nonce, and an unknown nonce costs no RPC call.
    if (!(await isNonceUsable(db, fields.nonce, project.id, nowMs))) throw nonceRefused()
    const check = await verifySignature({ fields, message, signature, chains })
    if (check === 'invalid_contract_signature') {
      throw new HttpError(
        401,
        'contract_signature_invalid',
        'The contract account did not accept the signature (EIP-1271 / ERC-6492)',
      )
    }
    if (check === 'invalid') {
      throw new HttpError(401, 'invalid_signature', 'The signature is not the account’s')
    }
    const key = await keys.current()
    const expiresAtMs = sessionEnd(fields, nowMs, options.sessionLifetimeMs)
    const id = newSessionId()
    const token = await db.transaction(async (tx) => {
      if (!(await consumeNonce(tx, fields.nonce, project.id, nowMs))) throw nonceRefused()
      await insertSession(tx, id, {
        projectId: project.id,
        chainId: fields.chainId,
        address: fields.address,
        nonce: fields.nonce,
        issuedAtMs: nowMs,
        expiresAtMs,
      })
      // Inside the transaction: if signing failed, the session would not stay behind.
      return signSessionToken(key, {
        iss: publicBaseUrl(c, publicUrl),
        sub: `${fields.chainId}:${fields.address}`,
        aud: project.id,
        iat: Math.floor(nowMs / 1000),
        exp: expiresAtMs / 1000,
        jti: id,
      })
    })
    c.header('Cache-Control', 'no-store')
    return c.json({
      token,
      expiresAt: new Date(expiresAtMs).toISOString(),
      address: fields.address,
      chainId: fields.chainId,
    } satisfies AuthenticateAnswer)
  })

  /** The live session the request's bearer token names (401 otherwise). */
  async function currentSession(c: Context<AppEnv>): Promise<Session> {
    const project = c.get('project')
    const token = bearerToken(c.req.header('Authorization'), AUTH_MAX_TOKEN_LENGTH)
    const nowMs = options.now()
    const claims = await verifySessionToken(token, keys, project.id, nowMs)
    const session = await findSession(db, claims.jti)
    if (!session || session.projectId !== project.id || session.revoked) {
      throw new HttpError(401, 'session_revoked', 'The session was signed out')
    }
    if (session.expiresAtMs <= nowMs) {
      throw new HttpError(401, 'session_expired', 'The session has expired; sign in again')
    }
    return session
  }

  app.get('/auth/v1/me', async (c) => {
    const session = await currentSession(c)
    c.header('Cache-Control', 'no-store')
    return c.json({
      address: session.address,
      chainId: session.chainId,
      expiresAt: new Date(session.expiresAtMs).toISOString(),
    } satisfies AuthSessionAnswer)
  })

  app.post('/auth/v1/sign-out', async (c) => {
    const session = await currentSession(c)
    // That session only: others of the same address or network stay signed in.
    if (!(await revokeSession(db, session.id, session.projectId, options.now()))) {
      throw new HttpError(401, 'session_revoked', 'The session was signed out')
    }
    return c.body(null, 204)
  })

  app.get('/auth/v1/jwks.json', async (c) => {
    c.header('Cache-Control', `public, max-age=${JWKS_MAX_AGE_S}`)
    return c.json(await keys.jwks())
  })

  return app
}

/** The message's fields; 401 `invalid_message` when the text is not a well-formed one. */
function parseMessage(message: string): SiwxMessageFields {
  try {
    return parseSiwxMessage(message)
  } catch (error) {
    if (!(error instanceof SiwxMessageError)) throw error
    const where = error.line === undefined ? '' : ` on line ${error.line}`
    throw new HttpError(
      401,
      'invalid_message',
      `Not a well-formed sign-in message (${error.reason}${where})`,
    )
  }
}

/** The session's end, in whole seconds: the message's expirationTime or the lifetime, sooner. */
function sessionEnd(fields: SiwxMessageFields, nowMs: number, lifetimeMs: number): number {
  const latest = nowMs + lifetimeMs
  const end =
    fields.expirationTime === undefined ? latest : Math.min(latest, timeOf(fields.expirationTime))
  return Math.floor(end / 1000) * 1000
}

function nonceRefused(): HttpError {
  return new HttpError(401, 'invalid_nonce', 'The nonce is unknown, already used or expired')
}
