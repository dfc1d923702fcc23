import type { Messages } from '../../i18n/types.ts'

/** ConnectingFarcaster's texts (namespace `farcaster`). */
export const farcasterMessages = {
  qrLabel: 'QR code to sign in with Farcaster',
  qrEnded: 'QR code to sign in with Farcaster (ended)',
  qrPreparing: 'QR code being prepared',
  failed: 'Failed to connect to farcaster',
  tryAgain: 'Try again',
  lead: "Scan this QR code with your phone's camera or the Farcaster app, then approve there.",
  waiting: 'Waiting for your approval in Farcaster…',
  preparing: 'Preparing your sign-in link…',
  open: 'Open in Farcaster',
  copy: 'Copy link',
} as const satisfies Messages
