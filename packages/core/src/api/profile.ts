// The account-name routes of the Latch server (SPEC §7 profile calls, issue P11), defined once:
// the kit sends and reads them, `@latch/server` answers them.

/**
 * The JSON body of `POST /v1/profile/account`: register `message.name` for `address`.
 *
 * @example
 * const body: RegisterAccountNameBody = {
 *   coin_type: 2147514985,
 *   address: '0x5FbD…',
 *   message: '{\n  "purpose": "Register an account name", …',
 *   signature: '0x5f1c…1b',
 * }
 */
export type RegisterAccountNameBody = {
  /** ENSIP-11 coin type of the chain (SPEC §5): the chain the name is registered on. */
  coin_type: number
  /** The account that gets the name. */
  address: string
  /** The exact text the account signed: see `createAccountNameMessage`. */
  message: string
  /** The account's personal_sign signature of `message` (0x hex). */
  signature: string
}

/** What `POST /v1/profile/account` answers once the name is registered (the receipt is in). */
export type RegisterAccountNameAnswer = { success: true; name: string }

/** One entry of `GET /v1/profile/suggestions/{name}?zone`. */
export type NameSuggestion = {
  /** A full name, e.g. `my-name.latch`. */
  name: string
  /** Whether someone holds it already (the suggestions offered are free). */
  registered: boolean
}

/** What `GET /v1/profile/suggestions/{name}?zone` answers. */
export type NameSuggestionsAnswer = { suggestions: NameSuggestion[] }

/**
 * The account-name routes' refusals (`{ error, message }`): 400 `invalid_name` (SPEC §5's rule
 * after ENSIP-15, or another zone), 400 `invalid_message` (not an account-name message, or not for
 * this address and coin type), 401 `invalid_signature`, 401 `message_expired` (older than
 * 10 minutes, or from the future), 401 `message_replayed` (a message older than the account's
 * last name change), 409 `name_taken`.
 */
export const PROFILE_ERROR_CODES = [
  'invalid_name',
  'invalid_message',
  'invalid_signature',
  'message_expired',
  'message_replayed',
  'name_taken',
] as const

/** One of {@link PROFILE_ERROR_CODES}. */
export type ProfileErrorCode = (typeof PROFILE_ERROR_CODES)[number]
