// The build that leaves Unicode normalisation (NFC) to the platform's `String#normalize`: 19 kB
// gzip instead of 26 kB in the browser. The server checks with the full build (its own tables).
import { ens_normalize } from '@adraffy/ens-normalize/xnf'
import { InvalidAccountNameError } from '../errors/accountName.ts'

/** SPEC §5 Name registration: at least this many characters. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** A DNS label's limit; names are one label under the provider's zone. */
export const ACCOUNT_NAME_MAX_LENGTH = 63
/** The devnet's and a default Latch server's name zone: `my-name` is registered as `my-name.latch`. */
export const DEFAULT_ACCOUNT_NAME_ZONE = 'latch'

const LABEL = /^[a-z0-9-]+$/

/**
 * The label the visitor asks for, normalised with ENSIP-15 (`@adraffy/ens-normalize`, so `MyName`
 * becomes `myname`) and then held to SPEC §5's rule: only letters, digits and hyphens, at least 4
 * characters (and at most 63, one DNS label). ENSIP-15 first, because the two disagree (upper
 * case, emoji, `ab--cd`): what is checked is what would be registered.
 *
 * @throws {InvalidAccountNameError} with `reason` 'too_short' or 'characters'.
 * @example
 * normalizeAccountName('My-Name-1234') // 'my-name-1234'
 * normalizeAccountName('ab') // throws InvalidAccountNameError (reason 'too_short')
 */
export function normalizeAccountName(value: string): string {
  const trimmed = value.trim()
  let label: string
  try {
    label = ens_normalize(trimmed)
  } catch (cause) {
    // ENSIP-15 refuses the text (a disallowed character such as '_', a mixed script…).
    throw new InvalidAccountNameError({ name: trimmed, reason: 'characters', cause })
  }
  return checkAccountNameLabel(label, trimmed)
}

/**
 * SPEC §5's rule on a label already normalised with ENSIP-15: letters, digits and hyphens, 4 to
 * 63 characters. Returns the label; `typed` (what the visitor typed) only names it in details.
 *
 * @throws {InvalidAccountNameError} with `reason` 'too_short', 'too_long' or 'characters'.
 * @example
 * checkAccountNameLabel('my-name') // 'my-name'
 */
export function checkAccountNameLabel(label: string, typed = label): string {
  if (!LABEL.test(label)) {
    throw new InvalidAccountNameError({ name: typed, reason: 'characters' })
  }
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) {
    throw new InvalidAccountNameError({ name: typed, reason: 'too_short' })
  }
  if (label.length > ACCOUNT_NAME_MAX_LENGTH) {
    throw new InvalidAccountNameError({ name: typed, reason: 'too_long' })
  }
  return label
}
