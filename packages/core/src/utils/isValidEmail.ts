/** RFC 5321's limit on a whole address in a mail path. */
const EMAIL_MAX_LENGTH = 254

/**
 * The HTML spec's "valid email address" grammar (what `<input type="email">` accepts), made
 * stricter in two ways a real inbox needs: the domain must have a dot and end in an alphabetic TLD
 * of 2+ letters (`a@localhost` is refused), and the local part is a dot-atom (no leading,
 * trailing or doubled dot).
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/**
 * Whether `value` is an email address the embedded wallet can send a code to (SPEC §5 Email
 * payloads). Refuses spaces, a missing `@`, a missing domain or TLD, and quoted or IP-literal
 * forms that no sign-up form needs. Type-ahead callers should trim first; this does not.
 *
 * @example
 * isValidEmail('ada@example.com') // true
 * isValidEmail('ada@example') // false (no TLD)
 */
export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}
