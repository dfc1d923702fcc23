import type { Client } from '../client/types.ts'
import { InvalidOptionError } from '../errors/options.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'

/** Switches between light, dark and the visitor's system preference. */
export function setThemeMode(client: Client, themeMode: ThemeMode): void {
  if (!['light', 'dark', 'system'].includes(themeMode)) {
    throw new InvalidOptionError(
      'themeMode',
      `expected light, dark or system, got ${String(themeMode)}`,
    )
  }
  client.store.setState({ themeMode })
}

/** Merges theme variables into the current ones. */
export function setThemeVariables(client: Client, themeVariables: ThemeVariables): void {
  client.store.setState((state) => ({
    themeVariables: { ...state.themeVariables, ...themeVariables },
  }))
}
