import type { Client } from '../client/types.ts'
import { InvalidOptionError } from '../errors/options.ts'
import type { ThemeMode } from '../theme/theme.ts'

/** `'light'`, `'dark'`, or `'system'` (the visitor's preference). */
export type SetThemeModeParameters = ThemeMode
/** What {@link setThemeMode} returns. */
export type SetThemeModeReturnType = undefined
/** What {@link setThemeMode} may throw, by class. */
export type SetThemeModeErrorType = InvalidOptionError

/**
 * Switches between light, dark and the visitor's system preference. Throws InvalidOptionError
 * for any other value.
 *
 * @example
 * latch.setThemeMode('dark')
 */
export function setThemeMode(
  client: Client,
  themeMode: SetThemeModeParameters,
): SetThemeModeReturnType {
  if (!['light', 'dark', 'system'].includes(themeMode)) {
    throw new InvalidOptionError(
      'themeMode',
      `expected light, dark or system, got ${String(themeMode)}`,
    )
  }
  client.store.setState({ themeMode })
}
