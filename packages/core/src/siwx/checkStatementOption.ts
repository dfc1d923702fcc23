import { InvalidOptionError } from '../errors/options.ts'

// EIP-4361's statement: RFC 3986 reserved and unreserved characters and spaces (the message
// parser's rule, `isStatementText`, as a literal: its module's grammar would ship at load).
const STATEMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:/?#[\]@ ]*$/

/**
 * A built-in's `statement` must be what EIP-4361 allows (one line of ASCII letters, digits,
 * spaces and `-._~:/?#[]@!$&'()*+,;=`): refused when the option is made, so the site sees the
 * mistake at start rather than its visitors at sign-in.
 */
export function checkStatementOption(statement: string | undefined): void {
  if (statement !== undefined && !STATEMENT.test(statement)) {
    throw new InvalidOptionError(
      'statement',
      `${JSON.stringify(statement)} is not an EIP-4361 statement: one line of ASCII letters, digits, spaces and -._~:/?#[]@!$&'()*+,;=`,
    )
  }
}
