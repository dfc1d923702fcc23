/** `system` follows the visitor's `prefers-color-scheme`. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** Theme variables, each becoming a `--latch-*` custom property on the modal. */
export type ThemeVariables = {
  /** Accent colour (buttons, links, focus ring). */
  '--latch-accent'?: string
  /** Background colour mixed into surfaces. */
  '--latch-color-mix'?: string
  '--latch-color-mix-strength'?: number
  /** Font family stack. */
  '--latch-font-family'?: string
  /** The master font size every size derives from. */
  '--latch-font-size-master'?: string
  /** The base border radius every radius derives from. */
  '--latch-border-radius-master'?: string
  '--latch-z-index'?: number
  '--latch-modal-width'?: string
}

/** SPEC §9 theme defaults. */
export const THEME_DEFAULTS = {
  accent: { dark: 'hsla(230,100%,67%,1)', light: 'hsla(231,100%,70%,1)' },
  background: { dark: '#141414', light: '#ffffff' },
  modalWidthPx: 360,
  zIndex: 999,
  borderRadiusMasterPx: 4,
  fontSizeMasterPx: 10,
  /** Inter when the site already has it, then the system UI font. Nothing is fetched. */
  fontFamily:
    "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const
