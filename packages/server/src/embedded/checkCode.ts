import { EMBEDDED_MAX_WRONG_TRIES } from './constants.ts'
import { EmbeddedError } from './EmbeddedError.ts'
import { codeMatches } from './secrets.ts'

const OTP = /^\d{6}$/

/** What is checked of a stored one-time code (a login flow's, an email change's). */
export type StoredCode = {
  codeHash: string | null
  codeExpiresAtMs: number | null
  wrongTries: number
}

/** The `otp` field of a body: 6 digits; 400 `invalid_otp_format` otherwise. */
export function readOtp(value: unknown): string {
  if (typeof value !== 'string' || !OTP.test(value)) {
    throw new EmbeddedError(400, 'invalid_otp_format', 'The code is 6 digits')
  }
  return value
}

/**
 * The rules of every mailed code: 410 `code_burnt` after EMBEDDED_MAX_WRONG_TRIES wrong tries
 * (the right code included), 410 `code_expired` past its life, and a wrong code counted with
 * `countWrongTry` (one atomic `UPDATE … + 1`, which answers the tries so far or undefined when
 * nothing was counted): 422 `wrong_code` with `attemptsLeft`, the last one 410 `code_burnt`.
 * Returns when `otp` is the code; the caller then uses the code up atomically.
 */
export async function checkCode(
  stored: StoredCode,
  otp: string,
  nowMs: number,
  countWrongTry: () => Promise<number | undefined>,
): Promise<void> {
  if (stored.wrongTries >= EMBEDDED_MAX_WRONG_TRIES) throw codeBurnt()
  if (stored.codeHash === null || (stored.codeExpiresAtMs ?? 0) <= nowMs) throw codeExpired()
  if (codeMatches(otp, stored.codeHash)) return
  const tries = await countWrongTry()
  if (tries === undefined || tries >= EMBEDDED_MAX_WRONG_TRIES) throw codeBurnt()
  throw new EmbeddedError(422, 'wrong_code', 'Wrong code', {
    attemptsLeft: EMBEDDED_MAX_WRONG_TRIES - tries,
  })
}

export function codeExpired(): EmbeddedError {
  return new EmbeddedError(410, 'code_expired', 'This code has expired or was already used')
}

export function codeBurnt(): EmbeddedError {
  return new EmbeddedError(410, 'code_burnt', 'Too many wrong codes; ask for a new one')
}
