import type { NameSuggestion, NameSuggestionsAnswer } from '../api/profile.ts'
import type { Client } from '../client/types.ts'
import { NameSuggestionsError } from '../errors/accountName.ts'
import { DEFAULT_ACCOUNT_NAME_ZONE } from '../names/normalizeAccountName.ts'

/** Parameters of {@link fetchNameSuggestions}. */
export type FetchNameSuggestionsParameters = {
  /** A label already normalised (`normalizeAccountName`), e.g. `my-name`. */
  name: string
  /** @defaultValue DEFAULT_ACCOUNT_NAME_ZONE ('latch') */
  zone?: string | undefined
}
/** The name itself when it is free, and free variants of it (full names). */
export type FetchNameSuggestionsReturnType = NameSuggestion[]
/** What {@link fetchNameSuggestions} may throw, by class. */
export type FetchNameSuggestionsErrorType = NameSuggestionsError

/**
 * Asks the blockchain API which names are free around `name` (SPEC §7
 * `GET /v1/profile/suggestions/{name}?zone`). Any failure, or an answer of another shape, throws
 * {@link NameSuggestionsError} ('Error fetching name suggestions', SPEC §8).
 *
 * @example
 * await latch.fetchNameSuggestions({ name: 'my-name' })
 * // [{ name: 'my-name.latch', registered: false }, { name: 'my-name-1.latch', registered: false }, …]
 */
export async function fetchNameSuggestions(
  client: Client,
  { name, zone = DEFAULT_ACCOUNT_NAME_ZONE }: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  let answer: NameSuggestionsAnswer
  try {
    answer = await client.api.blockchain.get<NameSuggestionsAnswer>(
      `/v1/profile/suggestions/${encodeURIComponent(name)}`,
      { zone },
    )
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
  const suggestions = Array.isArray(answer?.suggestions) ? answer.suggestions : undefined
  if (!suggestions?.every(isSuggestion)) {
    throw new NameSuggestionsError({ details: 'The answer holds no list of suggestions.' })
  }
  return suggestions.map(({ name, registered }) => ({ name, registered }))
}

function isSuggestion(value: unknown): value is NameSuggestion {
  const entry = value as Partial<NameSuggestion> | null
  return typeof entry?.name === 'string' && typeof entry.registered === 'boolean'
}
