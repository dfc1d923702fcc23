import type { Messages } from '../../i18n/types.ts'

/**
 * The AllWallets view's English texts (namespace `allWallets`), with the "Get {wallet}" panel's
 * (also shown by Connect's directory rows). `{query}`: what the visitor typed.
 */
export const allWalletsMessages = {
  search: 'Search wallets',
  clear: 'Clear search',
  all: 'All wallets',
  matching: 'Wallets matching “{query}”',
  found: { one: '{count} wallet found', other: '{count} wallets found' },
  loading: 'Loading wallets',
  searchFailed: 'Search failed',
  loadFailed: 'Wallets could not be loaded',
  checkConnection: 'Check your connection, then try again.',
  noResults: 'No wallets found for “{query}”',
  tryAnother: 'Try another name.',
  searchFailedMore: 'Search failed.',
  moreFailed: 'More wallets could not be loaded.',
  retry: 'Retry',
  installed: ', installed',
  get: 'Get {wallet}',
  closeDetails: 'Close wallet details',
  getIt:
    '{wallet} is not installed in this browser. Get it here, then reload this page to connect.',
  nowhere:
    '{wallet} is not installed in this browser. Its directory entry lists no place to get it.',
  website: 'Website',
  desktop: 'Desktop app',
  webApp: 'Web app',
  newTab: ' (opens in a new tab)',
} as const satisfies Messages
