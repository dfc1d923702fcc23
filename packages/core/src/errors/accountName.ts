import { LatchError, type LatchErrorParameters } from './base.ts'

/** Why a name cannot be registered (SPEC §5 Name registration). */
export type InvalidAccountNameReason = 'too_short' | 'too_long' | 'characters'

const MESSAGES: Record<InvalidAccountNameReason, string> = {
  too_short: 'Name must be at least 4 characters',
  too_long: 'Name must be at most 63 characters',
  characters: 'Use only letters, numbers and hyphens',
}

/** A name the visitor typed breaks SPEC §5's rule; `reason` says which part. */
export class InvalidAccountNameError extends LatchError {
  override name = 'InvalidAccountNameError'
  readonly reason: InvalidAccountNameReason

  constructor({
    name,
    reason,
    ...parameters
  }: { name: string; reason: InvalidAccountNameReason } & LatchErrorParameters) {
    super(MESSAGES[reason], { details: `"${name}" cannot be registered.`, ...parameters })
    this.reason = reason
  }
}

/**
 * Registering a name needs an eip155 address connected through the embedded wallet's auth
 * (email or social) connector (SPEC §6): 'Address or auth connector not found'.
 */
export class AuthConnectorNotFoundError extends LatchError {
  override name = 'AuthConnectorNotFoundError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

/** `GET /v1/profile/suggestions/{name}` failed (SPEC §8): 'Error fetching name suggestions'. */
export class NameSuggestionsError extends LatchError {
  override name = 'NameSuggestionsError'
  constructor(parameters: LatchErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

/**
 * Registering `name` failed (SPEC §8: 'Error registering name {name}'; the view returns to
 * RegisterAccountName). `code` is the server's error code when it answered one (`name_taken` …).
 */
export class RegisterAccountNameError extends LatchError {
  override name = 'RegisterAccountNameError'
  /** The full name that was asked for, e.g. `my-name.latch`. */
  readonly accountName: string
  /** The server's `{ error }` code, when it refused the request. */
  readonly code: string | undefined

  constructor({
    accountName,
    code,
    ...parameters
  }: { accountName: string; code?: string | undefined } & LatchErrorParameters) {
    super(`Error registering name ${accountName}`, parameters)
    this.accountName = accountName
    this.code = code
  }
}
