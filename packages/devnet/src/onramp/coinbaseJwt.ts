import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a request's JWT may live (CDP's API keys: 2 minutes). */
const MAX_LIFETIME_S = 120
const CLOCK_SKEW_S = 30

/**
 * Checks the `Authorization: Bearer <jwt>` of a Coinbase-style API call, in the shape of a CDP
 * API key's JWT: header `{ alg, kid: <key name>, typ: 'JWT' }`, claims `{ iss: 'cdp', sub: <key
 * name>, uri: '<METHOD> <host><path>', nbf, exp }`. The stand-in's key is a shared secret
 * (HS256) where CDP uses an ES256 or Ed25519 key pair: the shape is the same, the algorithm a
 * local simplification. Returns why it is refused, or `undefined` when it is good.
 */
export function jwtProblem(
  authorization: string | undefined,
  expected: { apiKey: string; apiSecret: string; method: string; host: string; path: string },
  now = Math.floor(Date.now() / 1000),
): string | undefined {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '')
  if (!match) return 'A Bearer JWT is required'
  const [, head, body, signature] = match as unknown as [string, string, string, string]
  let header: Record<string, unknown>
  let claims: Record<string, unknown>
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'))
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return 'The JWT cannot be read'
  }
  if (header.alg !== 'HS256' || header.kid !== expected.apiKey) return 'Unknown API key'
  const wanted = createHmac('sha256', expected.apiSecret).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return 'Bad JWT signature'
  if (claims.iss !== 'cdp' || claims.sub !== expected.apiKey) return 'Wrong issuer or subject'
  const nbf = Number(claims.nbf)
  const exp = Number(claims.exp)
  if (!(nbf <= now + CLOCK_SKEW_S && now < exp && exp - nbf <= MAX_LIFETIME_S)) {
    return 'The JWT has expired or is not valid yet'
  }
  if (claims.uri !== `${expected.method} ${expected.host}${expected.path}`) {
    return 'The JWT was made for another request'
  }
  return undefined
}

/** Makes such a JWT (the stand-in's own tests; the Latch server makes its own). */
export function makeJwt(
  key: { apiKey: string; apiSecret: string },
  uri: string,
  now = Math.floor(Date.now() / 1000),
): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = encode({ alg: 'HS256', kid: key.apiKey, typ: 'JWT' })
  const body = encode({ iss: 'cdp', sub: key.apiKey, uri, nbf: now, exp: now + MAX_LIFETIME_S })
  const signature = createHmac('sha256', key.apiSecret)
    .update(`${head}.${body}`)
    .digest('base64url')
  return `${head}.${body}.${signature}`
}
