import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { type Context, Hono } from 'hono'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { EMBEDDED_SEND_WINDOW_MS, EMBEDDED_SESSION_LIFETIME_MS } from './constants.ts'
import { EmbeddedError, invalidRequest, rateLimited } from './EmbeddedError.ts'
import {
  findPasskey,
  insertCeremony,
  insertPasskey,
  listPasskeys,
  purgeCeremonies,
  useCeremony,
  usePasskey,
} from './passkeyStore.ts'
import { optionalId, readBody, readEmail, requiredId } from './readRequest.ts'
import { hashToken, newSecret } from './secrets.ts'
import { decryptShare } from './shareCipher.ts'
import { readHostOrigin, signedInSession } from './signedIn.ts'
import { addDevice, findUser, hitLimit, insertSession, isKnownDevice } from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

/** A WebAuthn challenge lives this long (options to verify). */
export const PASSKEY_CEREMONY_LIFETIME_MS = 5 * 60_000
/** The browser's own time-out for the passkey dialog, sent in the options. */
export const PASSKEY_TIMEOUT_MS = 120_000
/** `…/options` calls per client (register and login together) within 10 minutes. */
export const PASSKEY_OPTIONS_PER_CLIENT = 30
/** `…/verify` calls per client (register and login together) within 10 minutes. */
export const PASSKEY_VERIFIES_PER_CLIENT = 60
/** Passkeys one user may add. */
export const PASSKEYS_PER_USER = 10
/** The longest sealed recovery share. */
export const PASSKEY_MAX_SEALED_LENGTH = 2048

/**
 * A sealed recovery share (`<version>.<salt>.<iv>.<ciphertext>`, base64url parts): `v1` sealed
 * under the passkey's PRF output, `b1` under a secret kept in its large blob.
 */
const SEALED = /^[vb]1\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{24,1900}$/
const CREDENTIAL_ID = /^[A-Za-z0-9_-]{16,1366}$/
const PURGE_INTERVAL_MS = 60_000

/**
 * Passkeys for the embedded wallet (issue P10), on the frame origin: a signed-in visitor adds a
 * passkey (WebAuthn registration, the relying party being the frame origin's host) and uploads
 * the recovery share sealed in the frame under a key from the passkey's PRF output; on a new
 * browser the passkey alone (a discoverable credential names the user) signs in and gets the
 * auth share and that seal back. See docs/embedded-wallet-server.md.
 */
export function passkeyRoutes(deps: EmbeddedDeps) {
  const { db, now, keys } = deps
  const app = new Hono<FrameEnv>()
  let purgedAtMs = Number.NEGATIVE_INFINITY

  async function limitClient(c: Context<FrameEnv>, what: string, max: number) {
    const client = clientKey(clientAddress(c, deps.trustProxy))
    const wait = await hitLimit(db, `${what}:${client}`, now(), max, EMBEDDED_SEND_WINDOW_MS)
    if (wait !== undefined) {
      throw rateLimited('Too many requests from this network; try again later', wait)
    }
  }

  const currentSession = (c: Context<FrameEnv>) => signedInSession(c, db, now())

  /** The relying party: the frame origin (its host is the RP id). */
  function relyingParty() {
    const url = new URL(deps.publicUrl())
    return { origin: url.origin, rpID: url.hostname }
  }

  async function purge() {
    const nowMs = now()
    if (nowMs - purgedAtMs < PURGE_INTERVAL_MS) return
    purgedAtMs = nowMs
    await purgeCeremonies(db, nowMs - EMBEDDED_SEND_WINDOW_MS)
  }

  async function takeCeremony(c: Context<FrameEnv>, id: string, kind: 'register' | 'login') {
    const ceremony = await useCeremony(db, id, c.get('project').id, kind, now())
    if (!ceremony) {
      throw new EmbeddedError(404, 'flow_not_found', 'Unknown, used or expired passkey request')
    }
    return ceremony
  }

  app.post('/embedded/v1/passkey/register/options', async (c) => {
    const session = await currentSession(c)
    const body = await readBody(c)
    const hostOrigin = readHostOrigin(c, body.hostOrigin)
    await purge()
    await limitClient(c, 'passkey-options', PASSKEY_OPTIONS_PER_CLIENT)
    const user = await findUser(db, session.userId)
    if (!user?.hasWallet) throw noWallet()
    const existing = await listPasskeys(db, user.id)
    if (existing.length >= PASSKEYS_PER_USER) throw tooMany()
    const name = user.email ?? 'Wallet'
    const options = await generateRegistrationOptions({
      rpName: 'Latch wallet',
      rpID: relyingParty().rpID,
      userName: name,
      userDisplayName: name,
      userID: new TextEncoder().encode(user.id),
      timeout: PASSKEY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({
        id: passkey.credentialId,
        transports: passkey.transports as AuthenticatorTransport[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      supportedAlgorithmIDs: [-7, -257],
    })
    const ceremonyId = newSecret(24)
    await insertCeremony(
      db,
      {
        id: ceremonyId,
        projectId: session.projectId,
        kind: 'register',
        userId: user.id,
        challenge: options.challenge,
        hostOrigin,
      },
      now(),
      PASSKEY_CEREMONY_LIFETIME_MS,
    )
    return c.json({ ceremonyId, options })
  })

  app.post('/embedded/v1/passkey/register/verify', async (c) => {
    const session = await currentSession(c)
    const body = await readBody(c)
    const ceremonyId = requiredId(body.ceremonyId, 'ceremonyId')
    const response = readResponse(body.response) as unknown as RegistrationResponseJSON
    const sealedRecovery = body.sealedRecovery
    if (
      typeof sealedRecovery !== 'string' ||
      sealedRecovery.length > PASSKEY_MAX_SEALED_LENGTH ||
      !SEALED.test(sealedRecovery)
    ) {
      throw invalidRequest('sealedRecovery must be the frame’s v1 or b1 seal')
    }
    await limitClient(c, 'passkey-verify', PASSKEY_VERIFIES_PER_CLIENT)
    const ceremony = await takeCeremony(c, ceremonyId, 'register')
    if (ceremony.userId !== session.userId) {
      throw new EmbeddedError(404, 'flow_not_found', 'Unknown, used or expired passkey request')
    }
    checkTopOrigin(response.response.clientDataJSON, ceremony.hostOrigin)
    const rp = relyingParty()
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
      })
    } catch {
      throw rejected()
    }
    if (!verified.verified) throw rejected()
    const credential = verified.registrationInfo.credential
    if ((await listPasskeys(db, session.userId)).length >= PASSKEYS_PER_USER) throw tooMany()
    const stored = await insertPasskey(
      db,
      {
        credentialId: credential.id,
        projectId: session.projectId,
        userId: session.userId,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 8),
        sealedRecovery,
      },
      now(),
    )
    if (!stored) {
      throw new EmbeddedError(409, 'passkey_exists', 'This passkey is registered already')
    }
    return c.json({ credentialId: credential.id })
  })

  app.get('/embedded/v1/passkeys', async (c) => {
    const session = await currentSession(c)
    const passkeys = await listPasskeys(db, session.userId)
    return c.json({
      passkeys: passkeys.map((passkey) => ({
        credentialId: passkey.credentialId,
        createdAt: new Date(passkey.createdAtMs).toISOString(),
      })),
    })
  })

  app.post('/embedded/v1/passkey/login/options', async (c) => {
    const body = await readBody(c)
    const hostOrigin = readHostOrigin(c, body.hostOrigin)
    await purge()
    await limitClient(c, 'passkey-options', PASSKEY_OPTIONS_PER_CLIENT)
    // Discoverable credentials: no list of ids, the authenticator offers what it holds for the RP.
    const options = await generateAuthenticationOptions({
      rpID: relyingParty().rpID,
      timeout: PASSKEY_TIMEOUT_MS,
      userVerification: 'required',
    })
    const ceremonyId = newSecret(24)
    await insertCeremony(
      db,
      {
        id: ceremonyId,
        projectId: c.get('project').id,
        kind: 'login',
        userId: null,
        challenge: options.challenge,
        hostOrigin,
      },
      now(),
      PASSKEY_CEREMONY_LIFETIME_MS,
    )
    return c.json({ ceremonyId, options })
  })

  app.post('/embedded/v1/passkey/login/verify', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const ceremonyId = requiredId(body.ceremonyId, 'ceremonyId')
    const response = readResponse(body.response) as unknown as AuthenticationResponseJSON
    const deviceId = optionalId(body.deviceId, 'deviceId')
    // With the email the visitor typed (its code step on a new browser): that account's only.
    const email = body.email === undefined ? undefined : readEmail(body.email)
    await limitClient(c, 'passkey-verify', PASSKEY_VERIFIES_PER_CLIENT)
    const ceremony = await takeCeremony(c, ceremonyId, 'login')
    const passkey = await findPasskey(db, response.id, project.id)
    if (!passkey) {
      throw new EmbeddedError(401, 'unknown_passkey', 'This passkey is not registered here')
    }
    const userHandle = response.response.userHandle
    if (
      typeof userHandle === 'string' &&
      userHandle !== Buffer.from(passkey.userId).toString('base64url')
    ) {
      throw rejected()
    }
    checkTopOrigin(response.response.clientDataJSON, ceremony.hostOrigin)
    const rp = relyingParty()
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: ceremony.challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        expectedTopOrigin: ceremony.hostOrigin,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransport[],
        },
      })
    } catch {
      throw rejected()
    }
    if (!verified.verified) throw rejected()
    const nowMs = now()
    const sessionToken = newSecret(32)
    const answer = await db.transaction(async (tx) => {
      // Of two sign-ins racing with one counter value one wins (a cloned authenticator: 401).
      const counter = verified.authenticationInfo.newCounter
      if (!(await usePasskey(tx, passkey.credentialId, passkey.counter, counter, nowMs))) {
        throw rejected()
      }
      const user = await findUser(tx, passkey.userId)
      if (!user?.hasWallet || user.authShare === null) throw noWallet()
      if (email !== undefined && user.email !== email) {
        throw new EmbeddedError(
          403,
          'passkey_other_account',
          'This passkey belongs to another account',
        )
      }
      const known = deviceId !== undefined && (await isKnownDevice(tx, user.id, deviceId))
      const device = known ? (deviceId as string) : newSecret(16)
      await addDevice(tx, user.id, device, nowMs)
      await insertSession(
        tx,
        hashToken(sessionToken),
        { projectId: project.id, userId: user.id, deviceId: device },
        nowMs,
        EMBEDDED_SESSION_LIFETIME_MS,
      )
      // The passkey is the factor: the auth share, and the recovery share only as the frame's
      // seal, which only the passkey's PRF output opens (never the server's recovery share).
      return {
        sessionToken,
        user: { id: user.id, email: user.email, isNew: false },
        deviceId: device,
        shares: { auth: decryptShare(keys, 'auth', user.id, user.authShare) },
        sealedRecovery: passkey.sealedRecovery,
        credentialId: passkey.credentialId,
      }
    })
    return c.json(answer)
  })

  return app
}

/** A WebAuthn response as JSON (`id`, `rawId`, `type`, `response`); the library checks the rest. */
function readResponse(value: unknown): Record<string, unknown> & {
  id: string
  response: Record<string, unknown>
} {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidRequest('response must be a WebAuthn credential as JSON')
  }
  const record = value as Record<string, unknown>
  if (
    typeof record.id !== 'string' ||
    !CREDENTIAL_ID.test(record.id) ||
    record.rawId !== record.id ||
    record.type !== 'public-key' ||
    typeof record.response !== 'object' ||
    record.response === null ||
    Array.isArray(record.response)
  ) {
    throw invalidRequest('response must be a WebAuthn credential as JSON')
  }
  const inner = record.response as Record<string, unknown>
  for (const [name, field] of Object.entries(inner)) {
    if (name === 'transports') continue
    if (field !== undefined && field !== null && typeof field !== 'string') {
      throw invalidRequest('response must be a WebAuthn credential as JSON')
    }
  }
  return record as Record<string, unknown> & { id: string; response: Record<string, unknown> }
}

/**
 * The page that embedded the frame during the ceremony (`topOrigin` in the client data, which
 * the browser writes) must be the one the ceremony was asked for, itself checked against the
 * project's allowed origins. (The library checks it for sign-ins only, and only when given.) A
 * browser that sends no `topOrigin` (Safari) is bounded by the frame's `frame-ancestors`.
 */
function checkTopOrigin(clientDataJSON: unknown, hostOrigin: string): void {
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8'))
  } catch {
    throw rejected()
  }
  if (typeof data !== 'object' || data === null) throw rejected()
  const { crossOrigin, topOrigin } = data as { crossOrigin?: unknown; topOrigin?: unknown }
  if (topOrigin !== undefined && (crossOrigin !== true || topOrigin !== hostOrigin)) {
    throw rejected()
  }
}

function rejected(): EmbeddedError {
  return new EmbeddedError(401, 'passkey_rejected', 'The passkey’s answer was not accepted')
}

function noWallet(): EmbeddedError {
  return new EmbeddedError(404, 'no_wallet', 'This account has no wallet yet')
}

function tooMany(): EmbeddedError {
  return new EmbeddedError(
    409,
    'too_many_passkeys',
    `At most ${PASSKEYS_PER_USER} passkeys per account`,
  )
}
