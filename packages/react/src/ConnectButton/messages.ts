import type { Messages } from '../i18n/types.ts'

/** The Latch buttons' English texts (namespace `buttons`); a site's own `label` replaces them. */
export const buttonMessages = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  unsupported: 'Unsupported network',
} as const satisfies Messages
