/** The fewest characters an account name may have (SPEC §5 Name registration). */
export const ACCOUNT_NAME_MIN_LENGTH = 4

/**
 * Whether `name` may be registered under the name zone: only letters, digits and hyphens, at least
 * {@link ACCOUNT_NAME_MIN_LENGTH} characters (SPEC §5). Letters are ASCII a–z and A–Z: names end up
 * in DNS-style labels, where other scripts would need punycode.
 *
 * @example
 * isValidAccountName('alice-42') // true
 * isValidAccountName('bob') // false (too short)
 */
export function isValidAccountName(name: unknown): name is string {
  return typeof name === 'string' && /^[a-zA-Z0-9-]{4,}$/.test(name)
}
