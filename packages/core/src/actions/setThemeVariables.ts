import type { Client } from '../client/types.ts'
import type { ThemeVariables } from '../theme/theme.ts'

/** The variables to change; the others keep their value. */
export type SetThemeVariablesParameters = ThemeVariables
/** What {@link setThemeVariables} returns. */
export type SetThemeVariablesReturnType = undefined
/** {@link setThemeVariables} throws nothing by design. */
export type SetThemeVariablesErrorType = never

/**
 * Merges theme variables into the current ones.
 *
 * @example
 * latch.setThemeVariables({ '--latch-accent': '#0e7490' })
 */
export function setThemeVariables(
  client: Client,
  themeVariables: SetThemeVariablesParameters,
): SetThemeVariablesReturnType {
  client.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
