import type { Messages } from '../../i18n/types.ts'

/**
 * The ConnectingExternal view's English texts (namespace `connecting`), with the failures'
 * explanations the WalletConnect views share. `{wallet}`: the wallet's name; `{families}`: chain
 * families (EVM, Solana, Bitcoin) as a list in the language's way ("EVM and Solana").
 */
export const connectingMessages = {
  continueIn: 'Continue in {wallet}',
  continueInYours: 'Continue in your wallet',
  accept: 'Accept the request in your wallet to connect.',
  declined: 'You declined the request in your wallet.',
  relay: 'Its connection service can’t be reached. Try again in a moment, or use another wallet.',
  unlock: 'Check that your wallet is unlocked, then try again.',
  choose: 'Choose a network family',
  connectedOn: 'Connected on {families}. Connect its other networks too.',
  worksWith: '{wallet} works with {families} networks. Connect one now, the other any time.',
  worksWithYours:
    'Your wallet works with {families} networks. Connect one now, the other any time.',
  families: 'Network families',
  connected: 'Connected',
} as const satisfies Messages
