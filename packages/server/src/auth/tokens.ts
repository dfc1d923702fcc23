import type { AuthTokenClaims } from '@latch/core/api'
import { errors, jwtVerify, SignJWT } from 'jose'
import { HttpError } from '../validation/HttpError.ts'
import { AUTH_TOKEN_ALGORITHM, type SigningKey, type SigningKeys } from './signingKeys.ts'

/** Signs a session token: ES256, the key's `kid` in the header, the claims as given. */
export function signSessionToken(key: SigningKey, claims: AuthTokenClaims): Promise<string> {
  const { iss, sub, aud, iat, exp, jti } = claims
  return new SignJWT({})
    .setProtectedHeader({ alg: AUTH_TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(iss)
    .setSubject(sub)
    .setAudience(aud)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(key.privateKey)
}

/**
 * The claims of `token` when one of `keys` signed it for project `audience` and it has not
 * expired at `nowMs`; 401 `session_expired` past its `exp`, `invalid_token` for anything else
 * (malformed, another key or algorithm, another project, a claim missing).
 */
export async function verifySessionToken(
  token: string,
  keys: SigningKeys,
  audience: string,
  nowMs: number,
): Promise<AuthTokenClaims> {
  try {
    const { payload } = await jwtVerify<AuthTokenClaims>(
      token,
      async ({ kid }) => {
        const key = kid === undefined ? undefined : await keys.publicKey(kid)
        if (!key) throw new errors.JWKSNoMatchingKey()
        return key
      },
      {
        algorithms: [AUTH_TOKEN_ALGORITHM],
        audience,
        currentDate: new Date(nowMs),
        requiredClaims: ['iss', 'sub', 'aud', 'iat', 'exp', 'jti'],
      },
    )
    if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') {
      throw new errors.JWTClaimValidationFailed('jti and sub must be strings', payload)
    }
    return payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new HttpError(401, 'session_expired', 'The session has expired; sign in again')
    }
    if (error instanceof errors.JOSEError) {
      throw new HttpError(401, 'invalid_token', 'The session token is not valid for this project')
    }
    throw error
  }
}

/**
 * The token of an `Authorization: Bearer <token>` header: 401 `missing_token` without the
 * header, `invalid_token` when it holds anything else (another scheme, not a JWT's characters,
 * longer than `maxLength`).
 */
export function bearerToken(header: string | undefined, maxLength: number): string {
  if (header === undefined || header.trim() === '') {
    throw new HttpError(
      401,
      'missing_token',
      'Send the session token as Authorization: Bearer <token>',
    )
  }
  const token = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header)?.[1]
  if (token === undefined || token.length > maxLength) {
    throw new HttpError(401, 'invalid_token', 'The Authorization header holds no session token')
  }
  return token
}
