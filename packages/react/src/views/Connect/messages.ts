import type { Messages } from '../../i18n/types.ts'

/** The Connect view's English texts (namespace `connect`). */
export const connectMessages = {
  none: 'No wallets detected',
  noneText:
    'Install a wallet extension in this browser, or open this site in your wallet app’s browser.',
  wallets: 'Wallets',
  all: 'All Wallets',
  recent: 'Recent',
  installed: 'Installed',
} as const satisfies Messages

/**
 * The texts of Connect's `legalCheckbox` and `collapseWallets` chunk (namespace `legal`).
 * `{terms}` and `{privacy}` are the links, named by `terms` and `privacy`.
 */
export const legalMessages = {
  agree: 'I agree to the {terms} and {privacy}',
  agreeTerms: 'I agree to the {terms}',
  agreePrivacy: 'I agree to the {privacy}',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  continue: 'Continue with a wallet',
} as const satisfies Messages
