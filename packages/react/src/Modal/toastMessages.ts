import type { Messages } from '../i18n/types.ts'

/**
 * The toasts' English texts (namespace `toast`), by the `key` a toast carries
 * (`showToast({ message, key })`). The toast shows its own `message` in English, so the modal
 * doesn't load these: this list is for the catalogues' types and tests. Core's texts are SPEC
 * §8's.
 */
export const toastMessages = {
  auth: 'Authenticating...',
  balance: 'Token Balance Unavailable',
  activity: 'Failed to fetch transactions',
  addressCopied: 'Address copied',
  linkCopied: 'Link copied',
  addressNotCopied: 'Could not copy the address',
  linkNotCopied: 'Could not copy the link',
} as const satisfies Messages
