import type { Messages } from '../../i18n/types.ts'

/** UnsupportedChain's note (namespace `unsupportedChain`). */
export const unsupportedChainMessages = {
  note: "This app doesn't support your current network. Switch to an available option to continue.",
} as const satisfies Messages
