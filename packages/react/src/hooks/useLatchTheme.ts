import type { LatchState, ThemeMode, ThemeVariables } from '@latch/core'
import { useSyncExternalStore } from 'react'
import { useLatchClient } from '../context/LatchContext.ts'
import {
  getSystemThemeMode,
  type ResolvedThemeMode,
  resolveThemeMode,
  subscribeSystemThemeMode,
} from '../theme/colorScheme.ts'
import { useLatchStore } from './useLatchStore.ts'

export type UseLatchThemeParameters = undefined

export type UseLatchThemeReturnType = {
  /** The mode the site set: `light`, `dark` or `system`. */
  themeMode: ThemeMode
  /** What is shown: `system` resolved through `prefers-color-scheme`, followed live. */
  resolvedThemeMode: ResolvedThemeMode
  themeVariables: ThemeVariables
  setThemeMode: (themeMode: ThemeMode) => void
  /** Merges `themeVariables` into the current ones. */
  setThemeVariables: (themeVariables: ThemeVariables) => void
}

const getServerThemeMode = (): ResolvedThemeMode => 'light'
const selectThemeMode = (state: LatchState) => state.themeMode
const selectThemeVariables = (state: LatchState) => state.themeVariables

/**
 * Reads and changes the modal's theme.
 *
 * @example
 * const { resolvedThemeMode, setThemeMode } = useLatchTheme()
 * <button type="button" onClick={() => setThemeMode(resolvedThemeMode === 'dark' ? 'light' : 'dark')}>
 *   Toggle theme
 * </button>
 */
export function useLatchTheme(): UseLatchThemeReturnType {
  const client = useLatchClient('useLatchTheme')
  const themeMode = useLatchStore(selectThemeMode)
  const themeVariables = useLatchStore(selectThemeVariables)
  const systemMode = useSyncExternalStore(
    subscribeSystemThemeMode,
    getSystemThemeMode,
    getServerThemeMode,
  )
  return {
    themeMode,
    resolvedThemeMode: resolveThemeMode(themeMode, systemMode),
    themeVariables,
    setThemeMode: client.setThemeMode,
    setThemeVariables: client.setThemeVariables,
  }
}
