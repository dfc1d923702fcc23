import { randomBytes } from 'node:crypto'
import { parseSiwxMessage, SiwxMessageError, type SiwxMessageFields } from '@latch/core/siwx'
import { type Context, Hono } from 'hono'
import { recoverMessageAddress } from 'viem'
import { clientAddress, clientKey } from '../middleware/clientAddress.ts'
import { EMBEDDED_SEND_WINDOW_MS } from './constants.ts'
import { EmbeddedError, invalidRequest, rateLimited } from './EmbeddedError.ts'
import type { FarcasterConfig } from './farcasterConfig.ts'
import { type FarcasterRelayClient, farcasterRelay } from './farcasterRelay.ts'
import { readBody } from './readRequest.ts'
import { hashToken, newSecret } from './secrets.ts'
import { readHostOrigin } from './signedIn.ts'
import { SOCIAL_FLOW_LIFETIME_MS } from './socialRoutes.ts'
import { signInSocialAccount } from './socialSignIn.ts'
import { findSocialFlow, insertSocialFlow, useSocialFlow } from './socialStore.ts'
import { hitLimit } from './store.ts'
import type { EmbeddedDeps, FrameEnv } from './types.ts'

/** `/farcaster/start` calls per client within 10 minutes. */
export const FARCASTER_STARTS_PER_CLIENT = 20
/** `/farcaster/verify` calls (the frame's polls, one every 2 s) per client within 10 minutes. */
export const FARCASTER_VERIFIES_PER_CLIENT = 600
/** The chain of Farcaster's ID registry (OP Mainnet): the `Chain ID` of a SIWF message. */
export const FARCASTER_CHAIN_ID = 'eip155:10'
/** The statement of a Sign In With Farcaster message. */
export const FARCASTER_STATEMENT = 'Farcaster Auth'
/** How far ahead of the server's clock a message's `Issued At` / `Not Before` may be. */
const CLOCK_SKEW_MS = 60_000
const ID = /^[A-Za-z0-9_-]{16,64}$/

export type FarcasterDeps = EmbeddedDeps & {
  /** The relay and registry; none: every start answers 400 `unknown_provider`. */
  farcaster: FarcasterConfig | undefined
}

/**
 * Farcaster login on the frame origin (issue P10, SPEC §4 "Farcaster login uses a URL with no
 * popup"): `/embedded/v1/farcaster/start` opens a channel on the Sign In With Farcaster relay and
 * answers its link (the QR code); `/embedded/v1/farcaster/verify` reads the channel's status and,
 * once a Farcaster client answered, checks the signed message (EIP-4361, parsed strictly: domain,
 * URI, nonce, chain 10, the `farcaster://fid/<fid>` resource, times) and that its signer is the
 * FID's custody address in the ID registry, then answers as `/email/verify`. Flows live in the
 * social login's table (provider `farcaster`, the channel token where a social flow keeps its
 * PKCE verifier); users are social identities (`farcaster`, the FID). See
 * docs/embedded-wallet-server.md.
 */
export function farcasterRoutes(deps: FarcasterDeps) {
  const { db, now } = deps
  const app = new Hono<FrameEnv>()
  let relay: FarcasterRelayClient | undefined

  function configured(): FarcasterRelayClient {
    if (!deps.farcaster) {
      throw new EmbeddedError(400, 'unknown_provider', 'Farcaster login is not offered here')
    }
    relay ??= farcasterRelay(deps.farcaster)
    return relay
  }

  async function limitClient(c: Context<FrameEnv>, what: string, max: number) {
    const client = clientKey(clientAddress(c, deps.trustProxy))
    const wait = await hitLimit(db, `${what}:${client}`, now(), max, EMBEDDED_SEND_WINDOW_MS)
    if (wait !== undefined) {
      throw rateLimited('Too many requests from this network; try again later', wait)
    }
  }

  app.post('/embedded/v1/farcaster/start', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const relayClient = configured()
    const hostOrigin = readHostOrigin(c, body.hostOrigin)
    const deviceId = body.deviceId === undefined || body.deviceId === null ? null : body.deviceId
    if (deviceId !== null && (typeof deviceId !== 'string' || !ID.test(deviceId))) {
      throw invalidRequest('deviceId is malformed')
    }
    await limitClient(c, 'farcaster-start', FARCASTER_STARTS_PER_CLIENT)
    const nowMs = now()
    // EIP-4361 nonces are letters and digits: 128 bits from the CSPRNG, as hex.
    const nonce = randomBytes(16).toString('hex')
    // The visitor's Farcaster client shows the site they are on.
    const siweUri = hostOrigin
    const channel = await relayClient.createChannel({
      siweUri,
      domain: new URL(hostOrigin).host,
      nonce,
      expirationTime: new Date(nowMs + SOCIAL_FLOW_LIFETIME_MS).toISOString(),
    })
    const flowId = newSecret(24)
    await insertSocialFlow(db, {
      id: flowId,
      projectId: project.id,
      provider: 'farcaster',
      // Unique per flow and never a social `state`'s hash (the callback page looks those up).
      stateHash: hashToken(`farcaster:${channel.channelToken}`),
      nonce,
      codeVerifier: channel.channelToken,
      hostOrigin,
      redirectUri: siweUri,
      deviceId,
      nowMs,
      lifetimeMs: SOCIAL_FLOW_LIFETIME_MS,
    })
    return c.json({ flowId, url: channel.url })
  })

  app.post('/embedded/v1/farcaster/verify', async (c) => {
    const project = c.get('project')
    const body = await readBody(c)
    const flowId = body.flowId
    if (typeof flowId !== 'string' || !ID.test(flowId)) throw invalidRequest('flowId is malformed')
    const relayClient = configured()
    await limitClient(c, 'farcaster-verify', FARCASTER_VERIFIES_PER_CLIENT)
    const flow = await findSocialFlow(db, flowId, project.id)
    const nowMs = now()
    if (flow?.provider !== 'farcaster' || (flow.usedAtMs === null && flow.expiresAtMs <= nowMs)) {
      throw new EmbeddedError(404, 'flow_not_found', 'Unknown or expired login; start again')
    }
    if (flow.usedAtMs !== null) throw flowUsed()
    const status = await relayClient.status(flow.codeVerifier)
    if (status.state === 'pending') return c.json({ state: 'pending' }, 202)
    // Used before anything else: two racing polls, or a replay, get 409.
    if (!(await useSocialFlow(db, flow.id, nowMs))) throw flowUsed()
    if (status.state === 'gone') {
      throw new EmbeddedError(410, 'channel_expired', 'The Farcaster request ended unanswered')
    }
    const fields = readMessage(status.message)
    const expected = {
      domain: new URL(flow.hostOrigin).host,
      uri: flow.redirectUri,
      nonce: flow.nonce,
      chainId: FARCASTER_CHAIN_ID,
    }
    const farcasterResources = (fields.resources ?? []).filter((r) => r.startsWith('farcaster:'))
    if (
      fields.scheme !== undefined ||
      fields.domain !== expected.domain ||
      fields.uri !== expected.uri ||
      fields.nonce !== expected.nonce ||
      fields.chainId !== expected.chainId ||
      fields.statement !== FARCASTER_STATEMENT ||
      farcasterResources.length !== 1 ||
      farcasterResources[0] !== `farcaster://fid/${status.fid}` ||
      Date.parse(fields.issuedAt) > nowMs + CLOCK_SKEW_MS ||
      (fields.notBefore !== undefined && Date.parse(fields.notBefore) > nowMs + CLOCK_SKEW_MS) ||
      (fields.expirationTime !== undefined && Date.parse(fields.expirationTime) <= nowMs)
    ) {
      throw messageInvalid('The signed message is not for this login')
    }
    let signer: string
    try {
      signer = await recoverMessageAddress({
        message: status.message,
        signature: status.signature,
      })
    } catch {
      throw signatureInvalid()
    }
    const custody = await relayClient.custodyOf(status.fid)
    if (custody === undefined || signer !== custody || signer !== fields.address) {
      throw signatureInvalid()
    }
    // As with social login: the custody key's signature is the factor.
    const answer = await signInSocialAccount(
      deps,
      {
        projectId: project.id,
        provider: 'farcaster',
        subject: String(status.fid),
        email: null,
        username: status.username,
      },
      { deviceId: flow.deviceId, nowMs },
    )
    return c.json(answer)
  })

  return app
}

/** The SIWF message's fields, parsed strictly (EIP-4361); 401 `siwf_invalid` otherwise. */
function readMessage(message: string): SiwxMessageFields {
  try {
    return parseSiwxMessage(message)
  } catch (error) {
    if (error instanceof SiwxMessageError) throw messageInvalid('The signed message is malformed')
    throw error
  }
}

function messageInvalid(message: string): EmbeddedError {
  return new EmbeddedError(401, 'siwf_invalid', message)
}

function signatureInvalid(): EmbeddedError {
  return new EmbeddedError(
    401,
    'signature_invalid',
    "The message is not signed by the Farcaster account's custody address",
  )
}

function flowUsed(): EmbeddedError {
  return new EmbeddedError(409, 'flow_used', 'This login was already used; start again')
}
