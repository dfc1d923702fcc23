import { useLayoutEffect, useRef } from 'react'
import { useLatchTheme } from '../hooks/useLatchTheme.ts'
import type { ResolvedThemeMode } from './colorScheme.ts'

/**
 * Puts the theme on a shadow host: `data-theme="light|dark"` (the styles pick colours from it)
 * and every `--latch-*` theme variable as a custom property, which `:host` and everything in
 * the shadow tree inherit. Variables removed from the theme are removed from the host. Returns
 * the mode, for a host that renders `data-theme` itself (a server-rendered button's first paint).
 */
export function useHostTheme(host: HTMLElement | null): ResolvedThemeMode {
  const { resolvedThemeMode, themeVariables } = useLatchTheme()
  const applied = useRef<string[]>([])
  useLayoutEffect(() => {
    if (!host) return
    host.dataset.theme = resolvedThemeMode
    for (const name of applied.current) host.style.removeProperty(name)
    const names: string[] = []
    for (const [name, value] of Object.entries(themeVariables)) {
      // Only our own prefix: a theme object can't restyle the host element itself.
      if (!name.startsWith('--latch-') || value === undefined || value === null) continue
      host.style.setProperty(name, String(value))
      names.push(name)
    }
    applied.current = names
  }, [host, resolvedThemeMode, themeVariables])
  return resolvedThemeMode
}
