import type { Messages } from '../../i18n/types.ts'

/** SIWXSignMessage's texts (namespace `siwx`). `{app}`: the site's name; `{domain}`: its domain. */
export const siwxMessages = {
  nothing: 'There is nothing to sign in with right now.',
  thisApp: 'This app',
  title: '{app} wants you to sign in',
  forDomain: 'for {domain}',
  lead: 'Sign a message with your wallet to prove this account is yours. It costs nothing and sends no transaction.',
  required: 'Cancelling disconnects your wallet.',
  cancel: 'Cancel',
  sign: 'Sign',
  preparing: 'Preparing…',
  signing: 'Signing…',
  verifying: 'Authenticating...',
} as const satisfies Messages
