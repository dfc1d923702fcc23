import { decodeIss, decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/** Allowed difference between the client's clock and ours when checking `iat` / `exp`. */
const CLOCK_SKEW_SECONDS = 60

/** What the relay learns from a valid client JWT. */
export type ClientIdentity = {
  /** The client's `did:key` (JWT `iss`): stable across reconnects of one SDK client. */
  clientId: string
  /** JWT `exp`, seconds since the epoch. */
  expiresAt: number
}

/**
 * Verifies the `?auth=` JWT a WalletConnect client signs with its Ed25519 client key (EdDSA,
 * `iss` = `did:key:z6Mk…`): signature, `exp` and `iat`. Resolves to `undefined` when invalid.
 * `aud` (the relay URL the client was given) is not compared: one relay answers on several
 * host names (127.0.0.1, localhost, a LAN address).
 */
export async function verifyClientJwt(
  jwt: string,
  nowMs: number,
): Promise<ClientIdentity | undefined> {
  try {
    const { payload } = decodeJWT(jwt)
    if (typeof payload.iss !== 'string' || typeof payload.exp !== 'number') return undefined
    decodeIss(payload.iss) // throws unless a did:key Ed25519 key
    if (!(await verifyJWT(jwt))) return undefined
    const now = nowMs / 1000
    if (payload.exp + CLOCK_SKEW_SECONDS < now) return undefined
    if (typeof payload.iat === 'number' && payload.iat - CLOCK_SKEW_SECONDS > now) return undefined
    return { clientId: payload.iss, expiresAt: payload.exp }
  } catch {
    return undefined
  }
}
