import {
  checkSessionCalls,
  InvalidSessionRequestError,
  parseGrantPermissions,
  type SessionCall,
  type SmartSessionInfo,
  sessionGrantMessage,
  toHex,
} from '@latch/core/sessions'
import { type Context, Hono } from 'hono'
import { type Address, isAddress, isHex, verifyMessage } from 'viem'
import { verifyAccountSignature } from '../auth/verifyAccountSignature.ts'
import type { ChainRegistry } from '../chain/createChainRegistry.ts'
import type { Db } from '../db/db.ts'
import {
  isPci,
  SESSIONS_ENDED_RETENTION_MS,
  SESSIONS_MAX_LIVE_PER_ACCOUNT,
  SESSIONS_MAX_SIGNATURE_LENGTH,
} from '../sessions/readSessionIds.ts'
import {
  countLiveSessions,
  findSession,
  insertSession,
  purgeEndedSessions,
  revokeSession,
  type StoredSession,
  sessionInfo,
  sessionStatus,
  updateSpent,
} from '../sessions/sessionStore.ts'
import { EmbeddedError, invalidRequest } from './EmbeddedError.ts'
import { readBody } from './readRequest.ts'
import { readHostOrigin, signedInSession } from './signedIn.ts'
import { findUser } from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

const PURGE_INTERVAL_MS = 60_000

/** At most this many calls in one use (a batch of `wallet_sendCalls`). */
export const SESSION_MAX_CALLS = 16
const MAX_CALL_DATA_LENGTH = 2 + 2 * 4_096

/**
 * Smart sessions on the frame origin (issue P11), for the signed-in visitor's frame only (bearer
 * session): `POST /embedded/v1/sessions` records a grant the owner signed; `/sessions/use`
 * checks a batch against a session and records what it spends (in one transaction: two tabs
 * cannot both spend the last of an allowance) before the frame signs it; `/sessions/revoke` ends
 * one. The public list and the owner-signed revoke are SPEC §7's `/v1/sessions/{id}` on the API.
 */
export function sessionFrameRoutes(deps: EmbeddedDeps & { chains: ChainRegistry }) {
  const { db, now, chains } = deps
  const app = new Hono<FrameEnv>()
  let purgedAtMs = Number.NEGATIVE_INFINITY

  /** The signed-in user's EOA: the owner of their smart account. */
  async function owner(c: Context<FrameEnv>) {
    const session = await signedInSession(c, db, now())
    const user = await findUser(db, session.userId)
    if (!user?.evmAddress)
      throw new EmbeddedError(409, 'no_wallet', 'This account has no wallet yet')
    return { userId: user.id, eoa: user.evmAddress as Address }
  }

  async function ownSession(
    c: Context<FrameEnv>,
    from: Db,
    userId: string,
    pci: unknown,
    lock: boolean,
  ) {
    const session = isPci(pci) ? await findSession(from, c.get('project').id, pci, lock) : undefined
    if (!session || session.userId !== userId) {
      throw new EmbeddedError(404, 'session_not_found', 'No such session for this account')
    }
    return session
  }

  app.post('/embedded/v1/sessions', async (c) => {
    const { userId, eoa } = await owner(c)
    const body = await readBody(c)
    const { pci, account, signature } = body
    if (!isPci(pci)) throw invalidRequest('pci must be 0x + 64 lower-case hex digits')
    if (typeof account !== 'string' || !isAddress(account, { strict: false })) {
      throw invalidRequest('account must be the smart account address')
    }
    if (
      typeof signature !== 'string' ||
      signature.length > SESSIONS_MAX_SIGNATURE_LENGTH ||
      !isHex(signature)
    ) {
      throw invalidRequest('signature must be hex')
    }
    const chain = typeof body.chainId === 'string' ? chains.get(body.chainId) : undefined
    if (!chain) throw invalidRequest('chainId must be a network this server serves')
    const origin = readHostOrigin(c, body.hostOrigin)
    const nowMs = now()
    let request: ReturnType<typeof parseGrantPermissions>
    try {
      request = parseGrantPermissions(body.request, Math.floor(nowMs / 1000))
    } catch (error) {
      if (error instanceof InvalidSessionRequestError) {
        throw new EmbeddedError(400, 'invalid_permissions', error.shortMessage)
      }
      throw error
    }
    if (request.chainId && request.chainId !== chain.caip2) {
      throw new EmbeddedError(400, 'invalid_permissions', 'The request names another chain')
    }
    const caip10 = `${chain.caip2}:${account.toLowerCase()}`
    const message = sessionGrantMessage({
      account: caip10,
      pci,
      origin,
      expiry: request.expiry,
      permissions: request.permissions,
    })
    // Signed by the visitor's own key, and that key owns the account (the chain says so).
    const byOwner = await verifyMessage({
      address: eoa,
      message,
      signature: signature as `0x${string}`,
    }).catch(() => false)
    const check = byOwner
      ? await verifyAccountSignature({
          client: chain.client,
          address: account as Address,
          message,
          signature,
        }).catch((error: unknown) => {
          // The chain could not be asked whether the EOA owns the account: nothing stored.
          throw new EmbeddedError(
            503,
            'chain_unavailable',
            `The network could not be reached (${describe(error)}); try again`,
          )
        })
      : 'invalid'
    if (check === 'invalid') {
      throw new EmbeddedError(
        403,
        'signature_invalid',
        'The grant is not signed by the account owner',
      )
    }
    const projectId = c.get('project').id
    if (nowMs - purgedAtMs >= PURGE_INTERVAL_MS) {
      purgedAtMs = nowMs
      await purgeEndedSessions(db, nowMs - SESSIONS_ENDED_RETENTION_MS)
    }
    if ((await countLiveSessions(db, projectId, caip10, nowMs)) >= SESSIONS_MAX_LIVE_PER_ACCOUNT) {
      throw new EmbeddedError(
        409,
        'too_many_sessions',
        `At most ${SESSIONS_MAX_LIVE_PER_ACCOUNT} live sessions per account: revoke one first`,
      )
    }
    const stored = {
      pci,
      projectId,
      account: caip10,
      chainId: chain.caip2,
      owner: eoa.toLowerCase() as Address,
      userId,
      origin,
      ...(request.signer && { signer: request.signer }),
      permissions: request.permissions,
      expiry: request.expiry,
    }
    if (!(await insertSession(db, { ...stored, signature }, nowMs))) {
      throw new EmbeddedError(409, 'session_exists', 'That permission context id is taken')
    }
    return c.json(
      sessionInfo(
        {
          ...stored,
          spent: stored.permissions.map(() => '0x0'),
          createdAtMs: nowMs,
          revokedAtMs: null,
        },
        nowMs,
      ),
      201,
    )
  })

  app.post('/embedded/v1/sessions/use', async (c) => {
    const { userId } = await owner(c)
    const body = await readBody(c)
    const origin = readHostOrigin(c, body.hostOrigin)
    const calls = readCalls(body.calls)
    const info = await db.transaction(async (tx) => {
      const session = await ownSession(c, tx, userId, body.pci, true)
      const nowMs = now()
      refuseUnusable(session, nowMs, origin, body.chainId)
      // The batch must go from the session's account (not the EOA, nor another account).
      if (
        typeof body.account !== 'string' ||
        session.account !== `${session.chainId}:${body.account.toLowerCase()}`
      ) {
        throw new EmbeddedError(403, 'session_other_account', 'The session is for another account')
      }
      const spent = session.spent.map((amount) => BigInt(amount))
      const check = checkSessionCalls(session.permissions, spent, calls)
      if (!check.allowed) {
        throw check.reason === 'over_limit'
          ? new EmbeddedError(403, 'over_limit', 'This would spend past the session’s allowance')
          : new EmbeddedError(
              403,
              'call_not_permitted',
              `Call ${check.call} is not a transfer this session allows`,
            )
      }
      const next = spent.map((amount, index) => toHex(amount + (check.spend[index] ?? 0n)))
      await updateSpent(tx, session.pci, next)
      return sessionInfo({ ...session, spent: next }, nowMs)
    })
    c.header('Cache-Control', 'no-store')
    return c.json(info satisfies SmartSessionInfo)
  })

  app.post('/embedded/v1/sessions/revoke', async (c) => {
    const { userId } = await owner(c)
    const body = await readBody(c)
    const session = await ownSession(c, db, userId, body.pci, false)
    const nowMs = now()
    await revokeSession(db, session.projectId, session.pci, nowMs)
    const revoked = (await findSession(db, session.projectId, session.pci)) ?? session
    return c.json(sessionInfo(revoked, nowMs))
  })

  return app
}

/** 403 when the session cannot be used: revoked, expired, another site's or chain's. */
function refuseUnusable(session: StoredSession, nowMs: number, origin: string, chainId: unknown) {
  const status = sessionStatus(session, nowMs)
  if (status === 'revoked')
    throw new EmbeddedError(403, 'session_revoked', 'The session was revoked')
  if (status === 'expired')
    throw new EmbeddedError(403, 'session_expired', 'The session has expired')
  if (session.origin !== origin) {
    throw new EmbeddedError(403, 'session_other_site', 'The session was granted to another site')
  }
  if (session.chainId !== chainId) {
    throw new EmbeddedError(
      403,
      'session_other_chain',
      'The session was granted on another network',
    )
  }
}

function readCalls(value: unknown): SessionCall[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > SESSION_MAX_CALLS) {
    throw invalidRequest(`calls must list 1 to ${SESSION_MAX_CALLS} calls`)
  }
  return value.map((call, index) => {
    const c = (typeof call === 'object' && call !== null ? call : {}) as Record<string, unknown>
    const text = (v: unknown, max: number) =>
      v === undefined || (typeof v === 'string' && v.length <= max)
    if (
      typeof c.to !== 'string' ||
      !text(c.to, 42) ||
      !text(c.data, MAX_CALL_DATA_LENGTH) ||
      !text(c.value, 66)
    ) {
      throw invalidRequest(`calls[${index}] must have to, and data and value as hex`)
    }
    return { to: c.to, data: c.data as string | undefined, value: c.value as string | undefined }
  })
}

function describe(error: unknown): string {
  return error instanceof Error ? error.name : 'unknown error'
}
