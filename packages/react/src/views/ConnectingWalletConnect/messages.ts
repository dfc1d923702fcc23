import type { Messages } from '../../i18n/types.ts'

/**
 * The WalletConnect views' English texts (namespace `walletConnect`): ConnectingWalletConnect
 * and ConnectingWalletConnectBasic. `{wallet}`: the wallet's name; `{label}`: the code's label.
 */
export const walletConnectMessages = {
  qr: 'QR code to connect {wallet}',
  qrYours: 'QR code to connect your wallet',
  preparing: '{label} (being prepared)',
  rejected: 'Connection rejected',
  openAgain: 'Open the wallet again to retry.',
  scanNew: 'Scan the new code to try again.',
  openToConnect: 'Open {wallet} to connect.',
  openAnyToConnect: 'Open a WalletConnect wallet to connect.',
  scan: 'Scan with your phone',
  scanText: 'Open {wallet} on your phone and scan this code.',
  scanAnyText: 'Open a WalletConnect wallet on your phone and scan this code.',
  copy: 'Copy link',
  open: 'Open {wallet}',
  others: 'Other ways to open {wallet}',
  mobile: 'Open app',
  desktop: 'Desktop app',
  web: 'Web app',
  newTab: ' (opens in a new tab)',
  wallets: 'Wallets',
  all: 'All Wallets',
} as const satisfies Messages
