import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit one-time code from the CSPRNG (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** An opaque id or token: `bytes` CSPRNG bytes, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** What is stored of a code: `s1:<salt>:<SHA-256(salt ‖ code)>`, a fresh 16-byte salt each. */
export function hashCode(code: string): string {
  const salt = randomBytes(16)
  return `s1:${salt.toString('base64url')}:${digest(salt, code)}`
}

/** Whether `code` is the one `stored` was made from (constant-time comparison). */
export function codeMatches(code: string, stored: string): boolean {
  const [version, salt, hash] = stored.split(':')
  if (version !== 's1' || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = Buffer.from(digest(Buffer.from(salt, 'base64url'), code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** What is stored of a session token or approval link token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

function digest(salt: Buffer, code: string): string {
  return createHash('sha256').update(salt).update(code, 'utf8').digest('hex')
}
