import type { Features, LatchOptions, ThemeMode } from '@latch/core'

/** What the demo's settings panel controls. */
export type DemoSettings = {
  themeMode: ThemeMode
  /** The modal's language; empty follows the browser's languages. */
  locale: string
  accent: string
  embedded: boolean
  features: Pick<
    Features,
    | 'email'
    | 'swaps'
    | 'onramp'
    | 'activity'
    | 'send'
    | 'receive'
    | 'allWallets'
    | 'legalCheckbox'
    | 'collapseWallets'
  > & { socials: boolean }
}

export const DEFAULT_SETTINGS: DemoSettings = {
  themeMode: 'system',
  locale: '',
  accent: '',
  embedded: false,
  features: {
    email: true,
    socials: true,
    swaps: true,
    onramp: true,
    activity: true,
    send: true,
    receive: true,
    allWallets: true,
    legalCheckbox: false,
    collapseWallets: false,
  },
}

/** Each language the modal speaks, by its own name. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  'zh-CN': '简体中文',
  tr: 'Türkçe',
  ru: 'Русский',
  ar: 'العربية',
  he: 'עברית',
}

export const FEATURE_LABELS: Record<keyof DemoSettings['features'], string> = {
  email: 'Email login',
  socials: 'Social login',
  swaps: 'Swaps',
  onramp: 'Buy crypto',
  activity: 'Activity',
  send: 'Send',
  receive: 'Receive',
  allWallets: 'All wallets',
  legalCheckbox: 'Terms checkbox before connecting',
  collapseWallets: 'Collapse wallets into one row',
}

/** SPEC §9 flags Latch doesn't implement yet: named in the panel, not offered as switches. */
export const COMING_FEATURES = ['Pay (pay)'] as const

/** The demo's terms and privacy pages (static, in public/), linked by the terms checkbox. */
export function demoLegalUrls(origin = globalThis.location?.origin ?? 'http://127.0.0.1:5173') {
  return {
    termsConditionsUrl: `${origin}/terms.html`,
    privacyPolicyUrl: `${origin}/privacy.html`,
  }
}

export const DEMO_METADATA: NonNullable<LatchOptions['metadata']> = {
  name: 'Latch demo',
  description: 'Try the Latch wallet modal against a local devnet.',
  url: 'http://127.0.0.1:5173',
  icons: [],
}

/** What the demo's sign-in message says above its fields (`?siwx=…`). */
export const SIWX_STATEMENT = 'Sign in to the Latch demo.'

/**
 * `features` for createLatch from the panel's switches; smart sessions on (SPEC §9: off unless a
 * site asks), so the demo's page can grant them (`latch.grantPermissions`).
 */
export function toFeatures(settings: DemoSettings): Partial<Features> {
  const { socials, ...rest } = settings.features
  return { ...rest, smartSessions: true, ...(socials ? {} : { socials: false }) }
}
