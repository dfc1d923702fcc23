import type { Messages } from '../../i18n/types.ts'

/** The network list (Networks, UnsupportedChain; namespace `networks`). `{family}`: EVM, Solana … */
export const networksMessages = {
  networks: 'Networks',
  familyNetworks: '{family} networks',
  connected: 'Connected',
  notConnected: 'Not connected',
  testnet: 'Testnet',
} as const satisfies Messages
