import type { Context, Hono } from 'hono'
import { checkCode, codeExpired, readOtp } from './checkCode.ts'
import {
  EMBEDDED_CODE_LIFETIME_MS,
  EMBEDDED_MAX_WRONG_TRIES,
  EMBEDDED_SEND_WINDOW_MS,
  EMBEDDED_SENDS_PER_ADDRESS,
  EMBEDDED_STARTS_PER_CLIENT,
  EMBEDDED_VERIFIES_PER_CLIENT,
} from './constants.ts'
import { EmbeddedError, rateLimited } from './EmbeddedError.ts'
import { changeCurrentMail, changeNewMail } from './emailChangeMail.ts'
import {
  advanceEmailChange,
  changeUserEmail,
  countChangeWrongTry,
  type EmailChange,
  emailTaken,
  endEmailChange,
  findEmailChange,
  insertEmailChange,
  useEmailChange,
} from './emailChangeStore.ts'
import type { LoginMail } from './mailer.ts'
import { readBody, readEmail, requiredId } from './readRequest.ts'
import { hashCode, newCode, newSecret } from './secrets.ts'
import { type EmbeddedSession, findUser, returnMailSend, takeMailSend } from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

/** What the login routes share with these (embeddedRoutes' own helpers). */
export type EmailChangeContext = {
  deps: EmbeddedDeps
  /** The per-client limit `what` (a counter in the database). */
  limitClient: (c: Context<FrameEnv>, what: string, max: number) => Promise<void>
  /** Sends `mail`, or runs `undo` and answers 503 `mail_unavailable`. */
  sendOrUndo: (mail: LoginMail, undo: () => Promise<void>) => Promise<void>
  /** The request's live session; 401 `invalid_session` otherwise. */
  currentSession: (c: Context<FrameEnv>) => Promise<EmbeddedSession & { tokenHash: string }>
}

/**
 * A signed-in user's email change (issue P10, SPEC §2 UpdateEmailWallet): a code to the current
 * address, then one to the new address, then the user's email changes. Session routes of the
 * frame origin; the codes follow the login codes' rules (checkCode.ts) and limits (the same
 * per-address mail counter, the same per-client `start` and `verify` counters). See
 * docs/embedded-wallet-server.md "Email change".
 */
export function registerEmailChangeRoutes(app: Hono<FrameEnv>, context: EmailChangeContext) {
  const { deps, limitClient, sendOrUndo, currentSession } = context
  const { db, now } = deps

  /** One mail to `to`, counted against that address (3 per 10 minutes, with login mails). */
  async function mailCounted(to: string, mail: LoginMail, undo: () => Promise<void>) {
    const nowMs = now()
    const wait = await takeMailSend(
      db,
      to,
      nowMs,
      EMBEDDED_SENDS_PER_ADDRESS,
      EMBEDDED_SEND_WINDOW_MS,
    )
    if (wait !== undefined) {
      await undo()
      throw rateLimited(
        `At most ${EMBEDDED_SENDS_PER_ADDRESS} mails per 10 minutes to one address`,
        wait,
      )
    }
    await sendOrUndo(mail, async () => {
      await undo()
      await returnMailSend(db, to, nowMs)
    })
  }

  /** The session's user, with an email (social users without one cannot change it here). */
  async function signedInUser(c: Context<FrameEnv>) {
    const session = await currentSession(c)
    const user = await findUser(db, session.userId)
    if (!user) throw invalidSession()
    if (!user.email) {
      throw new EmbeddedError(409, 'no_email', 'This account has no email to change')
    }
    return { session, user: { ...user, email: user.email } }
  }

  /** The change the body names, of this session's user; 404 `change_not_found`. */
  async function readChange(c: Context<FrameEnv>) {
    const { session } = await signedInUser(c)
    const body = await readBody(c)
    const changeId = requiredId(body.changeId, 'changeId')
    const otp = readOtp(body.otp)
    await limitClient(c, 'verify', EMBEDDED_VERIFIES_PER_CLIENT)
    const change = await findEmailChange(db, changeId, c.get('project').id, session.userId)
    if (!change) {
      throw new EmbeddedError(404, 'change_not_found', 'Unknown email change; start again')
    }
    return { change, otp }
  }

  async function checkChangeCode(change: EmailChange, otp: string, stage: EmailChange['stage']) {
    if (change.usedAtMs !== null) throw codeExpired()
    if (change.stage !== stage) {
      throw new EmbeddedError(
        409,
        'wrong_stage',
        stage === 'primary'
          ? 'The current address was already confirmed'
          : 'Confirm the current address first',
      )
    }
    await checkCode(change, otp, now(), () =>
      countChangeWrongTry(db, change.id, EMBEDDED_MAX_WRONG_TRIES),
    )
  }

  app.post('/embedded/v1/email/change/start', async (c) => {
    const { user } = await signedInUser(c)
    const project = c.get('project')
    const newEmail = readEmail((await readBody(c)).email)
    if (newEmail === user.email) {
      throw new EmbeddedError(400, 'same_email', 'This is already the account’s email')
    }
    await limitClient(c, 'start', EMBEDDED_STARTS_PER_CLIENT)
    if (await emailTaken(db, project.id, newEmail, user.id)) throw emailInUse()
    const changeId = newSecret(24)
    const code = newCode()
    const nowMs = now()
    await db.transaction((tx) =>
      insertEmailChange(tx, {
        id: changeId,
        projectId: project.id,
        userId: user.id,
        oldEmail: user.email,
        newEmail,
        codeHash: hashCode(code),
        nowMs,
        lifetimeMs: EMBEDDED_CODE_LIFETIME_MS,
      }),
    )
    await mailCounted(user.email, changeCurrentMail(user.email, newEmail, code), () =>
      endEmailChange(db, changeId, nowMs),
    )
    return c.json({ changeId, action: 'VERIFY_PRIMARY_OTP' })
  })

  app.post('/embedded/v1/email/change/verify-current', async (c) => {
    const { change, otp } = await readChange(c)
    await checkChangeCode(change, otp, 'primary')
    if (await emailTaken(db, change.projectId, change.newEmail, change.userId)) {
      throw emailInUse()
    }
    const code = newCode()
    const nowMs = now()
    const advanced = await advanceEmailChange(
      db,
      change.id,
      hashCode(code),
      nowMs,
      EMBEDDED_CODE_LIFETIME_MS,
      EMBEDDED_MAX_WRONG_TRIES,
    )
    if (!advanced) throw codeExpired()
    // The current address's code is used up: a mail that cannot go out ends the change.
    await mailCounted(change.newEmail, changeNewMail(change.newEmail, code), () =>
      endEmailChange(db, change.id, nowMs),
    )
    return c.json({ action: 'VERIFY_SECONDARY_OTP' })
  })

  app.post('/embedded/v1/email/change/verify-new', async (c) => {
    const { change, otp } = await readChange(c)
    await checkChangeCode(change, otp, 'secondary')
    const nowMs = now()
    try {
      await db.transaction(async (tx) => {
        if (!(await useEmailChange(tx, change.id, nowMs, EMBEDDED_MAX_WRONG_TRIES))) {
          throw codeExpired()
        }
        if (await emailTaken(tx, change.projectId, change.newEmail, change.userId)) {
          throw emailInUse()
        }
        if (!(await changeUserEmail(tx, change, nowMs))) {
          throw new EmbeddedError(
            409,
            'email_changed',
            'The account’s email changed since this change started; start again',
          )
        }
      })
    } catch (error) {
      // Another user took the address between the check and the update (the unique index).
      if (isUniqueViolation(error)) throw emailInUse()
      throw error
    }
    return c.json({ email: change.newEmail })
  })
}

function emailInUse(): EmbeddedError {
  return new EmbeddedError(409, 'email_taken', 'Another account of this site uses that email')
}

function invalidSession(): EmbeddedError {
  return new EmbeddedError(401, 'invalid_session', 'Not signed in, or the session has ended')
}

/** PostgreSQL's (and PGlite's) unique violation, by SQLSTATE. */
function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  )
}
