import type { Messages } from '../../i18n/types.ts'

/** The disconnect button's English text (namespace `disconnect`). */
export const disconnectMessages = {
  label: 'Disconnect',
} as const satisfies Messages
