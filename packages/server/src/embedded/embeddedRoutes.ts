import { type Context, Hono } from 'hono'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { isStorableText } from '../validation/text.ts'
import { checkCode, codeExpired, readOtp } from './checkCode.ts'
import {
  EMBEDDED_APPROVALS_PER_CLIENT,
  EMBEDDED_CODE_LIFETIME_MS,
  EMBEDDED_MAX_SHARE_LENGTH,
  EMBEDDED_MAX_WRONG_TRIES,
  EMBEDDED_PURGE_INTERVAL_MS,
  EMBEDDED_SEND_WINDOW_MS,
  EMBEDDED_SENDS_PER_ADDRESS,
  EMBEDDED_SESSION_LIFETIME_MS,
  EMBEDDED_STARTS_PER_CLIENT,
  EMBEDDED_VERIFIES_PER_CLIENT,
  EMBEDDED_WAITS_PER_CLIENT,
} from './constants.ts'
import { EmbeddedError, invalidRequest, rateLimited } from './EmbeddedError.ts'
import { registerEmailChangeRoutes } from './emailChangeRoutes.ts'
import { purgeEmailChanges } from './emailChangeStore.ts'
import { codeMail, deviceMail, type LoginMail } from './mailer.ts'
import { optionalId, readBody, readEmail, requiredId } from './readRequest.ts'
import { hashCode, hashToken, newCode, newSecret } from './secrets.ts'
import { decryptShare, encryptShare } from './shareCipher.ts'
import {
  addDevice,
  approveFlow,
  countWrongTry,
  deleteFlow,
  type EmbeddedSession,
  ensureUser,
  type Flow,
  findFlow,
  findFlowByApproveToken,
  findLiveSession,
  findUser,
  findUserByEmail,
  hitLimit,
  insertFlow,
  insertSession,
  isKnownDevice,
  purgeEmbedded,
  returnMailSend,
  revokeSession,
  storeWallet,
  takeMailSend,
  unapproveFlow,
  useFlow,
} from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const SESSION_TOKEN = /^Bearer ([A-Za-z0-9_-]{43})$/

/**
 * The embedded wallet's API (`/embedded/v1/*`, issue P9) on the frame origin: email login with
 * one-time codes and device approval, the wallet's two server shares (encrypted at rest) and
 * sessions. Everything lives in the database; see docs/embedded-wallet-server.md.
 */
export function embeddedRoutes(deps: EmbeddedDeps) {
  const { db, now, keys } = deps
  const app = new Hono<FrameEnv>()
  let purgedAtMs = Number.NEGATIVE_INFINITY

  async function limitClient(c: Context<FrameEnv>, what: string, max: number) {
    const client = clientKey(clientAddress(c, deps.trustProxy))
    const wait = await hitLimit(db, `${what}:${client}`, now(), max, EMBEDDED_SEND_WINDOW_MS)
    if (wait !== undefined) {
      throw rateLimited(`Too many requests from this network; try again later`, wait)
    }
  }

  async function sendOrUndo(mail: LoginMail, undo: () => Promise<void>) {
    if (!deps.mailer) {
      await undo()
      throw new EmbeddedError(503, 'mail_unavailable', 'This server has no mail configured')
    }
    try {
      await deps.mailer.send(mail)
    } catch (error) {
      await undo()
      console.warn(`[latch-server] embedded wallet: a login mail was not sent: ${describe(error)}`)
      throw new EmbeddedError(503, 'mail_unavailable', 'The mail could not be sent; try again')
    }
  }

  app.post('/embedded/v1/email/start', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const email = readEmail(body.email)
    const deviceId = optionalId(body.deviceId, 'deviceId')
    const nowMs = now()
    if (nowMs - purgedAtMs >= EMBEDDED_PURGE_INTERVAL_MS) {
      purgedAtMs = nowMs
      await purgeEmbedded(db, nowMs, EMBEDDED_SEND_WINDOW_MS)
      await purgeEmailChanges(db, nowMs - EMBEDDED_SEND_WINDOW_MS)
    }
    await limitClient(c, 'start', EMBEDDED_STARTS_PER_CLIENT)
    const wait = await takeMailSend(
      db,
      email,
      nowMs,
      EMBEDDED_SENDS_PER_ADDRESS,
      EMBEDDED_SEND_WINDOW_MS,
    )
    if (wait !== undefined) {
      throw rateLimited(
        `At most ${EMBEDDED_SENDS_PER_ADDRESS} mails per 10 minutes to one address`,
        wait,
      )
    }
    const user = await findUserByEmail(db, project.id, email)
    const known =
      user?.hasWallet === true &&
      deviceId !== undefined &&
      (await isKnownDevice(db, user.id, deviceId))
    // A user with a wallet on an unknown device approves it by mail before any code.
    const kind: Flow['kind'] = user?.hasWallet && !known ? 'device' : 'otp'
    const flowId = newSecret(24)
    const code = kind === 'otp' ? newCode() : undefined
    const approveToken = kind === 'device' ? newSecret(32) : undefined
    await db.transaction((tx) =>
      insertFlow(tx, {
        id: flowId,
        projectId: project.id,
        email,
        deviceId: known && deviceId ? deviceId : newSecret(16),
        kind,
        codeHash: code === undefined ? null : hashCode(code),
        approveTokenHash: approveToken === undefined ? null : hashToken(approveToken),
        nowMs,
        lifetimeMs: EMBEDDED_CODE_LIFETIME_MS,
      }),
    )
    const mail =
      code !== undefined
        ? codeMail(email, code)
        : deviceMail(
            email,
            `${deps.publicUrl()}/embedded/v1/device/approve?token=${approveToken as string}`,
          )
    await sendOrUndo(mail, async () => {
      await deleteFlow(db, flowId)
      await returnMailSend(db, email, nowMs)
    })
    return c.json({ action: kind === 'otp' ? 'VERIFY_OTP' : 'VERIFY_DEVICE', flowId })
  })

  app.post('/embedded/v1/device/wait', async (c) => {
    const project = c.get('project')
    const flowId = requiredId((await readBody(c)).flowId, 'flowId')
    await limitClient(c, 'wait', EMBEDDED_WAITS_PER_CLIENT)
    const signal = c.req.raw.signal
    const endMs = Date.now() + deps.deviceWaitMs
    for (;;) {
      const flow = await findFlow(db, flowId, project.id)
      if (!flow) throw flowNotFound()
      if (flow.kind === 'otp' || flow.approvedAtMs !== null) return c.json({ approved: true })
      if (flow.usedAtMs !== null || flow.expiresAtMs <= now()) throw codeExpired()
      const left = endMs - Date.now()
      if (left <= 0 || signal.aborted || deps.closing.aborted) return c.json({ approved: false })
      await sleep(Math.min(deps.devicePollMs, left), [signal, deps.closing])
    }
  })

  app.get('/embedded/v1/device/approve', async (c) => {
    // HEAD runs GET handlers: a link checker probing the mail's link must not approve anything.
    if (c.req.method === 'HEAD') return approvePage(c, 200, 'Open this link to approve.')
    const token = c.req.query('token') ?? ''
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
      return approvePage(c, 400, 'This link is not a device approval link.')
    }
    await limitClient(c, 'approve', EMBEDDED_APPROVALS_PER_CLIENT)
    const flow = await findFlowByApproveToken(db, hashToken(token))
    const nowMs = now()
    if (
      !flow ||
      flow.approvedAtMs !== null ||
      flow.usedAtMs !== null ||
      flow.approveExpiresAtMs <= nowMs
    ) {
      return approvePage(
        c,
        410,
        'This link has expired or was already used. Start again from the site.',
      )
    }
    const code = newCode()
    if (!(await approveFlow(db, flow.id, hashCode(code), nowMs, EMBEDDED_CODE_LIFETIME_MS))) {
      return approvePage(c, 410, 'This link has expired or was already used.')
    }
    try {
      await sendOrUndo(codeMail(flow.email, code), () => unapproveFlow(db, flow.id))
    } catch (error) {
      if (!(error instanceof EmbeddedError)) throw error
      return approvePage(c, 503, 'The code mail could not be sent. Open this link again shortly.')
    }
    return approvePage(c, 200, 'Device approved. You can go back to the site.')
  })

  app.post('/embedded/v1/email/verify', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const flowId = requiredId(body.flowId, 'flowId')
    const otp = readOtp(body.otp)
    await limitClient(c, 'verify', EMBEDDED_VERIFIES_PER_CLIENT)
    const flow = await findFlow(db, flowId, project.id)
    if (!flow) throw flowNotFound()
    const nowMs = now()
    if (flow.usedAtMs !== null) throw codeExpired()
    if (flow.kind === 'device' && flow.approvedAtMs === null) {
      throw new EmbeddedError(
        409,
        'device_not_approved',
        'Approve this device with the link we mailed first',
      )
    }
    await checkCode(flow, otp, nowMs, () => countWrongTry(db, flow.id, EMBEDDED_MAX_WRONG_TRIES))
    const sessionToken = newSecret(32)
    const answer = await db.transaction(async (tx) => {
      if (!(await useFlow(tx, flow.id, nowMs, EMBEDDED_MAX_WRONG_TRIES))) throw codeExpired()
      const user = await ensureUser(tx, project.id, flow.email, newSecret(16), nowMs)
      await addDevice(tx, user.id, flow.deviceId, nowMs)
      await insertSession(
        tx,
        hashToken(sessionToken),
        { projectId: project.id, userId: user.id, deviceId: flow.deviceId },
        nowMs,
        EMBEDDED_SESSION_LIFETIME_MS,
      )
      const shares: { auth?: string; recovery?: string } = {}
      if (user.hasWallet && user.authShare !== null) {
        shares.auth = decryptShare(keys, 'auth', user.id, user.authShare)
        if (flow.kind === 'device' && user.recoveryShare !== null) {
          shares.recovery = decryptShare(keys, 'recovery', user.id, user.recoveryShare)
        }
      }
      return {
        sessionToken,
        user: { id: user.id, email: user.email, isNew: !user.hasWallet },
        deviceId: flow.deviceId,
        shares,
      }
    })
    return c.json(answer)
  })

  /** The live session of the request's bearer token; 401 `invalid_session` otherwise. */
  async function currentSession(
    c: Context<FrameEnv>,
  ): Promise<EmbeddedSession & { tokenHash: string }> {
    const match = SESSION_TOKEN.exec(c.req.header('Authorization') ?? '')
    if (!match?.[1]) throw invalidSession()
    const tokenHash = hashToken(match[1])
    const session = await findLiveSession(db, tokenHash, c.get('project').id, now())
    if (!session) throw invalidSession()
    return { ...session, tokenHash }
  }

  app.post('/embedded/v1/wallet', async (c) => {
    const session = await currentSession(c)
    const body = await readBody(c)
    const authShare = readShare(body.authShare, 'authShare')
    const recoveryShare = readShare(body.recoveryShare, 'recoveryShare')
    if (authShare === recoveryShare) throw invalidRequest('The two shares must differ')
    if (typeof body.evmAddress !== 'string' || !EVM_ADDRESS.test(body.evmAddress)) {
      throw invalidRequest('evmAddress must be 0x and 40 hex digits')
    }
    if (typeof body.solanaAddress !== 'string' || !SOLANA_ADDRESS.test(body.solanaAddress)) {
      throw invalidRequest('solanaAddress must be a base58 public key')
    }
    const stored = await storeWallet(
      db,
      session.userId,
      {
        authShare: encryptShare(keys, 'auth', session.userId, authShare),
        recoveryShare: encryptShare(keys, 'recovery', session.userId, recoveryShare),
        evmAddress: body.evmAddress,
        solanaAddress: body.solanaAddress,
      },
      now(),
    )
    if (!stored) throw new EmbeddedError(409, 'wallet_exists', 'This account already has a wallet')
    return c.json({ ok: true })
  })

  app.get('/embedded/v1/session', async (c) => {
    const session = await currentSession(c)
    const user = await findUser(db, session.userId)
    if (!user) throw invalidSession()
    return c.json({
      user: { id: user.id, email: user.email },
      addresses: { evm: user.evmAddress, solana: user.solanaAddress },
    })
  })

  app.post('/embedded/v1/session/shares', async (c) => {
    const session = await currentSession(c)
    const user = await findUser(db, session.userId)
    if (!user) throw invalidSession()
    if (!user.hasWallet || user.authShare === null) {
      throw new EmbeddedError(404, 'no_wallet', 'This account has no wallet yet')
    }
    return c.json({ auth: decryptShare(keys, 'auth', user.id, user.authShare) })
  })

  app.post('/embedded/v1/sign-out', async (c) => {
    const session = await currentSession(c)
    await revokeSession(db, session.tokenHash, now())
    return c.json({ ok: true })
  })

  registerEmailChangeRoutes(app, { deps, limitClient, sendOrUndo, currentSession })

  return app
}

function readShare(value: unknown, name: string): string {
  if (
    typeof value !== 'string' ||
    value.length > EMBEDDED_MAX_SHARE_LENGTH ||
    !BASE64.test(value) ||
    !isStorableText(value)
  ) {
    throw invalidRequest(`${name} must be base64, at most ${EMBEDDED_MAX_SHARE_LENGTH} characters`)
  }
  return value
}

function flowNotFound(): EmbeddedError {
  return new EmbeddedError(404, 'flow_not_found', 'Unknown login; start again')
}

function invalidSession(): EmbeddedError {
  return new EmbeddedError(401, 'invalid_session', 'Not signed in, or the session has ended')
}

/** A small HTML answer for the device-approval link (opened from a mail). */
function approvePage(c: Context, status: 200 | 400 | 410 | 503, text: string) {
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  )
  c.header('Referrer-Policy', 'no-referrer')
  c.header('Cache-Control', 'no-store')
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Latch</title><style>body{font:16px system-ui,sans-serif;margin:15vh auto;max-width:28rem;padding:0 1rem;text-align:center}</style></head><body><p>${text}</p></body></html>`,
    status,
  )
}

function sleep(ms: number, signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      for (const signal of signals) signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    for (const signal of signals) signal.addEventListener('abort', done, { once: true })
  })
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 300)
}
