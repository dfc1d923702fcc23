/** Digits in the one-time code the embedded wallet emails (our server sends 6-digit codes). */
export const EMAIL_OTP_LENGTH = 6

/**
 * Whether `value` is a one-time code the embedded wallet can check. SPEC §5 only says the OTP is
 * a string; our embedded wallet sends {@link EMAIL_OTP_LENGTH}-digit codes, so anything else
 * (spaces, letters, a number value) is refused before a request is spent on it.
 *
 * @example
 * isValidOtp('042917') // true
 * isValidOtp(42917) // false (a number loses the leading 0)
 */
export function isValidOtp(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9]{6}$/.test(value)
}
