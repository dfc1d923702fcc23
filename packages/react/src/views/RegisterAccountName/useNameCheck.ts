import {
  DEFAULT_ACCOUNT_NAME_ZONE,
  fetchNameSuggestions,
  InvalidAccountNameError,
  type LatchClient,
  NameSuggestionsError,
  normalizeAccountName,
} from '@latch/core'
import type { NameSuggestion } from '@latch/core/api'
import { useEffect, useState } from 'react'

/** How long typing must pause before availability is asked. */
const SUGGESTIONS_DELAY_MS = 300

/** What the field says about the text typed so far. */
export type NameCheck =
  | { status: 'empty' }
  | { status: 'invalid'; error: InvalidAccountNameError }
  | { status: 'checking'; name: string }
  | { status: 'free' | 'taken'; name: string; suggestions: NameSuggestion[] }
  | { status: 'unknown'; name: string; error: unknown }

function validate(
  typed: string,
): { label: string } | { error: InvalidAccountNameError } | undefined {
  if (!typed.trim()) return undefined
  try {
    return { label: normalizeAccountName(typed) }
  } catch (error) {
    if (error instanceof InvalidAccountNameError) return { error }
    throw error
  }
}

/**
 * Checks the name as the visitor types: SPEC §5's rule after ENSIP-15 at once, then (after a
 * pause) `/v1/profile/suggestions/{name}` for whether it is free and free variants of it. A failed
 * lookup says 'Error fetching name suggestions' and leaves the name to the server to judge.
 */
export function useNameCheck(client: LatchClient, typed: string): NameCheck {
  const checked = validate(typed)
  const label = checked && 'label' in checked ? checked.label : undefined
  const [answer, setAnswer] = useState<{ label: string; check: NameCheck }>()
  useEffect(() => {
    if (!label) return
    let live = true
    const timer = setTimeout(() => {
      fetchNameSuggestions(client, { name: label }).then(
        (suggestions) => {
          if (!live) return
          const name = `${label}.${DEFAULT_ACCOUNT_NAME_ZONE}`
          const self = suggestions.find((entry) => entry.name === name)
          const others = suggestions.filter((entry) => entry.name !== name && !entry.registered)
          const status = self?.registered ? 'taken' : 'free'
          setAnswer({ label, check: { status, name, suggestions: others } })
        },
        (error: unknown) => {
          if (!live) return
          // The view shows a NameSuggestionsError's text, 'Error fetching name suggestions' else.
          const shown = error instanceof NameSuggestionsError ? error : undefined
          setAnswer({ label, check: { status: 'unknown', name: label, error: shown } })
        },
      )
    }, SUGGESTIONS_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [client, label])
  if (!checked) return { status: 'empty' }
  if ('error' in checked) return { status: 'invalid', error: checked.error }
  if (answer?.label === checked.label) return answer.check
  return { status: 'checking', name: `${checked.label}.${DEFAULT_ACCOUNT_NAME_ZONE}` }
}
