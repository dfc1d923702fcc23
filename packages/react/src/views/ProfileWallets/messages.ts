import type { Messages } from '../../i18n/types.ts'

/**
 * ProfileWallets (namespace `profileWallets`). `{family}`: a chain family's name (EVM, Solana,
 * Bitcoin); `{wallet}`: a wallet's name.
 */
export const profileWalletsMessages = {
  noWallet: 'No wallet connected',
  addWallet: 'Add wallet',
  addFamilyWallet: 'Add {family} wallet',
  familyWallets: '{family} wallets',
  connected: 'Connected',
  switch: 'Switch',
  switchTo: 'Switch to {wallet}',
  disconnectWallet: 'Disconnect {wallet}',
} as const satisfies Messages
