import type { ThemeMode } from '@latch/core'
import { COMING_FEATURES, type DemoSettings, FEATURE_LABELS, LANGUAGE_NAMES } from './demoConfig.ts'

type SettingsProps = { settings: DemoSettings; onChange(settings: DemoSettings): void }

const MODES: ThemeMode[] = ['system', 'light', 'dark']

/** The evaluator's panel: theme, accent, features, embedded mode. */
export function Settings({ settings, onChange }: SettingsProps) {
  const set = (patch: Partial<DemoSettings>) => onChange({ ...settings, ...patch })
  return (
    <form
      className="panel"
      aria-label="Modal settings"
      onSubmit={(event) => event.preventDefault()}
    >
      <fieldset>
        <legend>Theme</legend>
        <div className="segmented">
          {MODES.map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="themeMode"
                value={mode}
                checked={settings.themeMode === mode}
                onChange={() => set({ themeMode: mode })}
              />
              {mode[0]?.toUpperCase() + mode.slice(1)}
            </label>
          ))}
        </div>
        <label className="row">
          Language
          <select value={settings.locale} onChange={(event) => set({ locale: event.target.value })}>
            <option value="">Browser’s language</option>
            {Object.entries(LANGUAGE_NAMES).map(([tag, name]) => (
              <option key={tag} value={tag} lang={tag}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="row">
          Accent
          <input
            type="color"
            value={settings.accent || '#5773ff'}
            onChange={(event) => set({ accent: event.target.value })}
          />
          {settings.accent ? (
            <button type="button" className="link" onClick={() => set({ accent: '' })}>
              Reset
            </button>
          ) : null}
        </label>
      </fieldset>
      <fieldset>
        <legend>Features</legend>
        {(Object.keys(FEATURE_LABELS) as (keyof DemoSettings['features'])[]).map((key) => (
          <label key={key} className="row">
            <input
              type="checkbox"
              checked={settings.features[key]}
              onChange={(event) =>
                set({ features: { ...settings.features, [key]: event.target.checked } })
              }
            />
            {FEATURE_LABELS[key]}
          </label>
        ))}
        <p className="muted">Coming: {COMING_FEATURES.join(', ')}.</p>
      </fieldset>
      <fieldset>
        <legend>Layout</legend>
        <label className="row">
          <input
            type="checkbox"
            checked={settings.embedded}
            onChange={(event) => set({ embedded: event.target.checked })}
          />
          Embedded mode (inline, no dialog)
        </label>
      </fieldset>
    </form>
  )
}
