import { randomBytes } from 'node:crypto'
import { DEVNET_HOST } from '../constants/chains.ts'
import { escapeHtml, html, json, listen, type Reply, type StandInRequest } from '../onramp/http.ts'
import { FARCASTER_PORT, FARCASTER_TEST_USERS, type FarcasterTestUser } from './constants.ts'
import { type SiwfRequest, signSiwf } from './siwf.ts'

/** A channel lives this long by default (created to completed). */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60_000

/** The Latch server config's `farcaster` section for the running stand-in. */
export type DevnetServerFarcaster = {
  /** Where the server creates channels and polls them (`POST /v1/channel` …). */
  relayUrl: string
  /** The stand-in of Farcaster's ID registry: `GET <registryUrl>/<fid>` → custody address. */
  registryUrl: string
}

export type StartFarcasterRelayParameters = {
  /** @defaultValue '127.0.0.1' */
  host?: string | undefined
  /** 0 picks a free port. @defaultValue 8794 */
  port?: number | undefined
  /** How long a channel may wait for its answer. @defaultValue 10 minutes */
  channelTtlMs?: number | undefined
}

/** A running Farcaster relay stand-in. */
export type FarcasterRelay = {
  url: string
  serverConfig: DevnetServerFarcaster
  stop(): Promise<void>
}

type Completed = {
  message: string
  signature: string
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  custody: string
}

type Channel = {
  request: SiwfRequest
  url: string
  expiresAtMs: number
  completed: Completed | undefined
}

/**
 * A local stand-in of Farcaster's sign-in relay (AuthKit's `relay.farcaster.xyz`) and of the ID
 * registry it relies on, for Farcaster login in the embedded wallet:
 *
 * - `POST /v1/channel` `{ siweUri, domain, nonce, notBefore?, expirationTime?, requestId? }` →
 *   201 `{ channelToken, url, nonce }`; `url` is the link a Farcaster client opens (here the
 *   stand-in's own approval page `/~/siwf?channelToken=…`, Warpcast's `/~/siwf` in the real world).
 * - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 `{ state: 'pending' }`
 *   or 200 `{ state: 'completed', message, signature, fid, username, displayName, bio, pfpUrl,
 *   custody, nonce, url }`; 401 for an unknown or expired channel.
 * - `POST /v1/channel/authenticate` (bearer) `{ message, signature, fid, username, … }`: what a
 *   Farcaster client posts once the visitor approved (201). The real relay also wants the
 *   client's own auth key; the stand-in takes anyone's.
 * - `POST /v1/channel/cancel` (bearer): the client declined — stand-in only (a real client just
 *   never answers): the channel ends and its status answers 401 like an expired one.
 * - `GET /v1/fids/<fid>` → `{ fid, custodyAddress, username, displayName, pfpUrl }` (404 unknown):
 *   the stand-in of the ID registry contract's `custodyOf(fid)` on OP Mainnet, plus the profile.
 * - `GET /~/siwf?channelToken=…`: a page where a person approves as one of the test accounts
 *   (the stand-in signs with its public test key) or declines.
 */
export async function startFarcasterRelay(
  parameters: StartFarcasterRelayParameters = {},
): Promise<FarcasterRelay> {
  const host = parameters.host ?? DEVNET_HOST
  const ttlMs = parameters.channelTtlMs ?? FARCASTER_CHANNEL_TTL_MS
  const channels = new Map<string, Channel>()
  let base = ''

  function liveChannel(token: string | null | undefined): Channel | undefined {
    if (!token) return undefined
    const channel = channels.get(token)
    if (channel && channel.expiresAtMs <= Date.now()) {
      channels.delete(token)
      return undefined
    }
    return channel
  }

  const bearer = (request: StandInRequest) => {
    const header = request.headers.authorization ?? ''
    return header.startsWith('Bearer ') ? header.slice(7) : undefined
  }

  async function handle(request: StandInRequest): Promise<Reply> {
    const path = request.url.pathname
    if (request.method === 'POST' && path === '/v1/channel') return createChannel(request)
    if (request.method === 'GET' && path === '/v1/channel/status') {
      const token = bearer(request)
      const channel = liveChannel(token)
      if (!channel) return json(401, { error: 'Unauthorized' })
      const { nonce } = channel.request
      if (!channel.completed) return json(202, { state: 'pending', nonce, url: channel.url })
      return json(200, { state: 'completed', nonce, url: channel.url, ...channel.completed })
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      const channel = liveChannel(bearer(request))
      if (!channel) return json(401, { error: 'Unauthorized' })
      const body = readJson(request.body)
      if (
        !body ||
        typeof body.message !== 'string' ||
        typeof body.signature !== 'string' ||
        typeof body.fid !== 'number'
      ) {
        return json(400, { error: 'Validation error' })
      }
      channel.completed = {
        message: body.message,
        signature: body.signature,
        fid: body.fid,
        username: String(body.username ?? ''),
        displayName: String(body.displayName ?? ''),
        bio: String(body.bio ?? ''),
        pfpUrl: String(body.pfpUrl ?? ''),
        custody: String(body.custody ?? ''),
      }
      return json(201, { state: 'completed' })
    }
    if (request.method === 'POST' && path === '/v1/channel/cancel') {
      const token = bearer(request)
      if (!liveChannel(token)) return json(401, { error: 'Unauthorized' })
      channels.delete(token as string)
      return json(200, { state: 'cancelled' })
    }
    const fidPath = /^\/v1\/fids\/(\d{1,12})$/.exec(path)
    if (request.method === 'GET' && fidPath) {
      const user = FARCASTER_TEST_USERS.find((u) => u.fid === Number(fidPath[1]))
      if (!user) return json(404, { error: 'Unknown fid' })
      return json(200, profile(user))
    }
    if (path === '/~/siwf') {
      return request.method === 'POST' ? answerPage(request) : approvalPage(request)
    }
    if (request.method === 'GET' && path === '/') return json(200, { relay: 'latch-devnet' })
    return json(404, { error: 'Not found' })
  }

  function createChannel(request: StandInRequest): Reply {
    const body = readJson(request.body)
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
    const siweUri = text(body?.siweUri)
    const domain = text(body?.domain)
    if (!siweUri || !domain) return json(400, { error: 'Validation error' })
    const nonce = text(body?.nonce) ?? randomBytes(12).toString('hex')
    const channelToken = randomBytes(16).toString('hex')
    const link = new URL(`${base}/~/siwf`)
    link.searchParams.set('channelToken', channelToken)
    link.searchParams.set('nonce', nonce)
    link.searchParams.set('siweUri', siweUri)
    link.searchParams.set('domain', domain)
    const channelRequest: SiwfRequest = {
      domain,
      siweUri,
      nonce,
      notBefore: text(body?.notBefore),
      expirationTime: text(body?.expirationTime),
      requestId: text(body?.requestId),
    }
    channels.set(channelToken, {
      request: channelRequest,
      url: link.href,
      expiresAtMs: Date.now() + ttlMs,
      completed: undefined,
    })
    return json(201, { channelToken, url: link.href, nonce })
  }

  function approvalPage(request: StandInRequest): Reply {
    const token = request.url.searchParams.get('channelToken')
    const channel = liveChannel(token)
    if (!channel)
      return html(404, page('Sign in with Farcaster', '<p>This request has expired.</p>'))
    const who = FARCASTER_TEST_USERS.map(
      (user) =>
        `<button name="fid" value="${user.fid}">Approve as @${escapeHtml(user.username)} (${escapeHtml(user.displayName)}, fid ${user.fid})</button>`,
    ).join('\n')
    const body = `<p><strong>${escapeHtml(channel.request.domain)}</strong> asks you to sign in with Farcaster.</p>
<form method="post" action="/~/siwf">
<input type="hidden" name="channelToken" value="${escapeHtml(token as string)}">
${who}
<button name="decision" value="reject">Reject</button>
</form>`
    return html(200, page('Sign in with Farcaster', body))
  }

  async function answerPage(request: StandInRequest): Promise<Reply> {
    const form = new URLSearchParams(request.body)
    const token = form.get('channelToken')
    const channel = liveChannel(token)
    if (!channel)
      return html(404, page('Sign in with Farcaster', '<p>This request has expired.</p>'))
    if (form.get('decision') === 'reject') {
      channels.delete(token as string)
      return html(200, page('Request declined', '<p>You declined. You can close this page.</p>'))
    }
    const user = FARCASTER_TEST_USERS.find((u) => String(u.fid) === form.get('fid'))
    if (!user) return html(400, page('Sign in with Farcaster', '<p>Pick an account.</p>'))
    const { message, signature } = await signSiwf(channel.request, user, new Date())
    channel.completed = { message, signature, ...completedProfile(user) }
    return html(
      200,
      page(
        'Signed in',
        `<p>Signed in to <strong>${escapeHtml(channel.request.domain)}</strong> as @${escapeHtml(user.username)}. You can close this page.</p>`,
      ),
    )
  }

  const listening = await listen(host, parameters.port ?? FARCASTER_PORT, handle)
  base = listening.url
  return {
    url: listening.url,
    serverConfig: { relayUrl: listening.url, registryUrl: `${listening.url}/v1/fids` },
    stop: listening.stop,
  }
}

/** The registry's record of a test account. */
function profile(user: FarcasterTestUser) {
  return {
    fid: user.fid,
    custodyAddress: user.custodyAddress,
    username: user.username,
    displayName: user.displayName,
    pfpUrl: farcasterPfpUrl(user),
  }
}

/** The profile fields a Farcaster client posts with its signature (`/v1/channel/authenticate`). */
export function completedProfile(user: FarcasterTestUser) {
  return {
    fid: user.fid,
    username: user.username,
    displayName: user.displayName,
    bio: `${user.displayName} (a devnet test account)`,
    pfpUrl: farcasterPfpUrl(user),
    custody: user.custodyAddress,
  }
}

/** A test account's picture: an SVG data URI with the initial (no network needed). */
export function farcasterPfpUrl(user: FarcasterTestUser): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7c65c1"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${user.displayName[0]}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function readJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font:inherit;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>
<p><small>Latch devnet: a stand-in of the Farcaster relay and client, with test accounts.</small></p>
${body}</body></html>`
}
