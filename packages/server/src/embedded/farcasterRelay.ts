import { type Address, createPublicClient, getAddress, http, isAddress, parseAbi } from 'viem'
import { EmbeddedError } from './EmbeddedError.ts'
import type { FarcasterConfig } from './farcasterConfig.ts'

const RELAY_TIMEOUT_MS = 10_000
const MAX_TEXT = 4096
const ID_REGISTRY_ABI = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

/** A channel the relay opened: the token the server keeps, the link the visitor sees. */
export type FarcasterChannel = { channelToken: string; url: string }

/** What the relay says of a channel. */
export type FarcasterChannelStatus =
  | { state: 'pending' }
  | { state: 'gone' }
  | {
      state: 'completed'
      message: string
      signature: `0x${string}`
      fid: number
      username: string | null
      pfpUrl: string | null
    }

/**
 * The server's side of Farcaster's sign-in relay and ID registry (real ones, or the devnet's
 * stand-in): create a channel, read its status, a FID's custody address. A relay or registry
 * that cannot be reached, or answers something else, is 503 `provider_unavailable`.
 */
export function farcasterRelay(config: FarcasterConfig) {
  const registryClient =
    config.registry.kind === 'contract'
      ? createPublicClient({
          transport: http(config.registry.rpcUrl, { timeout: RELAY_TIMEOUT_MS }),
        })
      : undefined

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${config.relayUrl}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      })
    } catch {
      throw unavailable()
    }
  }

  async function createChannel(request: {
    siweUri: string
    domain: string
    nonce: string
    expirationTime: string
  }): Promise<FarcasterChannel> {
    const response = await call('/v1/channel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    const body = await readJson(response)
    if (
      response.status !== 201 ||
      typeof body?.channelToken !== 'string' ||
      body.channelToken === '' ||
      body.channelToken.length > MAX_TEXT ||
      typeof body.url !== 'string' ||
      body.url.length > MAX_TEXT ||
      !URL.canParse(body.url) ||
      body.nonce !== request.nonce
    ) {
      throw unavailable()
    }
    return { channelToken: body.channelToken, url: body.url }
  }

  async function status(channelToken: string): Promise<FarcasterChannelStatus> {
    const response = await call('/v1/channel/status', {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    // The relay forgets a channel once it expires (or, at the stand-in, once it is declined).
    if (response.status === 401 || response.status === 404) return { state: 'gone' }
    const body = await readJson(response)
    if (response.status === 202 && body?.state === 'pending') return { state: 'pending' }
    if (
      response.status !== 200 ||
      body?.state !== 'completed' ||
      typeof body.message !== 'string' ||
      body.message.length > MAX_TEXT ||
      typeof body.signature !== 'string' ||
      !/^0x[0-9a-fA-F]{130,}$/.test(body.signature) ||
      body.signature.length > MAX_TEXT ||
      typeof body.fid !== 'number' ||
      !Number.isSafeInteger(body.fid) ||
      body.fid <= 0
    ) {
      throw unavailable()
    }
    return {
      state: 'completed',
      message: body.message,
      signature: body.signature as `0x${string}`,
      fid: body.fid,
      username: shortText(body.username, 256),
      pfpUrl: shortText(body.pfpUrl, MAX_TEXT),
    }
  }

  /** The custody address of `fid`, or undefined when the registry knows no such FID. */
  async function custodyOf(fid: number): Promise<Address | undefined> {
    if (config.registry.kind === 'contract') {
      let custody: Address
      try {
        custody = await (registryClient as NonNullable<typeof registryClient>).readContract({
          address: config.registry.address,
          abi: ID_REGISTRY_ABI,
          functionName: 'custodyOf',
          args: [BigInt(fid)],
        })
      } catch {
        throw unavailable()
      }
      return /^0x0{40}$/.test(custody) ? undefined : getAddress(custody)
    }
    let response: Response
    try {
      response = await fetch(`${config.registry.url}/${fid}`, {
        redirect: 'error',
        signal: AbortSignal.timeout(RELAY_TIMEOUT_MS),
      })
    } catch {
      throw unavailable()
    }
    if (response.status === 404) return undefined
    const body = await readJson(response)
    const custody = body?.custodyAddress
    if (response.status !== 200 || typeof custody !== 'string' || !isAddress(custody)) {
      throw unavailable()
    }
    return getAddress(custody)
  }

  return { createChannel, status, custodyOf }
}

export type FarcasterRelayClient = ReturnType<typeof farcasterRelay>

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = await response.json()
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function shortText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : null
}

function unavailable(): EmbeddedError {
  return new EmbeddedError(503, 'provider_unavailable', 'Farcaster cannot be reached; try again')
}
