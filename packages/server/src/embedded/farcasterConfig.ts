import { isAddress } from 'viem'

/** Farcaster's ID registry on OP Mainnet (`custodyOf(fid)`). */
export const FARCASTER_ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/**
 * The `farcaster` config section (Farcaster login): the sign-in relay the server opens channels
 * on, and where it reads a FID's custody address — the ID registry contract through an OP
 * Mainnet RPC (`idRegistry`), or an HTTP registry (`registryUrl`: the devnet's stand-in,
 * `GET <registryUrl>/<fid>` → `{ custodyAddress }`). Exactly one of the two.
 */
export type FarcasterConfig = {
  /** e.g. `https://relay.farcaster.xyz` (the devnet: `http://127.0.0.1:8794`). */
  relayUrl: string
  registry:
    | { kind: 'http'; url: string }
    | { kind: 'contract'; rpcUrl: string; address: `0x${string}` }
}

/**
 * Checks the `farcaster` section of the config file; throws an Error naming the field.
 *
 * @example
 * checkFarcasterConfig({ relayUrl: 'https://relay.farcaster.xyz',
 *   idRegistry: { rpcUrl: 'https://mainnet.optimism.io' } })
 */
export function checkFarcasterConfig(file: unknown): FarcasterConfig {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) {
    throw new Error('farcaster must be an object: { "relayUrl": "…", "registryUrl": "…" }')
  }
  const entry = file as Record<string, unknown>
  if (!isHttpUrl(entry.relayUrl)) throw new Error('farcaster.relayUrl must be an http(s) URL')
  const relayUrl = (entry.relayUrl as string).replace(/\/+$/, '')
  if ((entry.registryUrl === undefined) === (entry.idRegistry === undefined)) {
    throw new Error('farcaster needs exactly one of registryUrl or idRegistry')
  }
  if (entry.registryUrl !== undefined) {
    if (!isHttpUrl(entry.registryUrl)) {
      throw new Error('farcaster.registryUrl must be an http(s) URL')
    }
    return {
      relayUrl,
      registry: { kind: 'http', url: (entry.registryUrl as string).replace(/\/+$/, '') },
    }
  }
  const registry = entry.idRegistry
  if (typeof registry !== 'object' || registry === null || Array.isArray(registry)) {
    throw new Error('farcaster.idRegistry must be an object: { "rpcUrl": "…", "address"?: "0x…" }')
  }
  const { rpcUrl, address = FARCASTER_ID_REGISTRY } = registry as Record<string, unknown>
  if (!isHttpUrl(rpcUrl)) throw new Error('farcaster.idRegistry.rpcUrl must be an http(s) URL')
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new Error('farcaster.idRegistry.address must be a contract address')
  }
  return {
    relayUrl,
    registry: { kind: 'contract', rpcUrl: rpcUrl as string, address: address as `0x${string}` },
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const url = new URL(value)
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hash === ''
}
