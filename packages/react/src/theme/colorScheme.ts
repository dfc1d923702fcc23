import type { ThemeMode } from '@latch/core'

/** A theme mode after `system` has been resolved. */
export type ResolvedThemeMode = 'light' | 'dark'

const DARK_QUERY = '(prefers-color-scheme: dark)'

type MatchMediaWindow = Pick<Window, 'matchMedia'> | undefined

/** `system` follows the visitor's colour-scheme preference; light and dark stay as they are. */
export function resolveThemeMode(
  themeMode: ThemeMode,
  systemMode: ResolvedThemeMode,
): ResolvedThemeMode {
  return themeMode === 'system' ? systemMode : themeMode
}

/** The visitor's preferred colour scheme (light when unknown, e.g. on the server). */
export function getSystemThemeMode(win: MatchMediaWindow = globalThis.window): ResolvedThemeMode {
  return win?.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'
}

/** Calls `listener` whenever the visitor's colour-scheme preference changes. */
export function subscribeSystemThemeMode(
  listener: () => void,
  win: MatchMediaWindow = globalThis.window,
): () => void {
  const query = win?.matchMedia?.(DARK_QUERY)
  if (!query) return () => {}
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}
