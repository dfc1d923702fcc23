import type { Messages } from '../../i18n/types.ts'

/** The Receive view's English texts (namespace `receive`). `{family}`: EVM, Solana or Bitcoin. */
export const receiveMessages = {
  qrLabel: 'QR code of your {family} address',
  copy: 'Copy address',
  networks: 'Receive on these networks',
  warning: "Only send {family} network assets to this address. Other networks' assets may be lost.",
} as const satisfies Messages
