import type { Messages } from '../../i18n/types.ts'

/**
 * SwitchActiveChain (namespace `switchActiveChain`). `{family}`: a chain family's name (EVM,
 * Solana, Bitcoin); `{wallet}`: `aWallet` or `anWallet` filled in (English picks the article by
 * the family name's first sound, `anWallet` before a vowel; other languages say both the same
 * way); `{network}`: a network's name; `{families}`: the other families, as a list.
 */
export const switchActiveChainMessages = {
  aWallet: 'a {family} wallet',
  anWallet: 'an {family} wallet',
  title: 'Connect {wallet} to use {network}',
  connect: 'Connect {wallet}',
  noWallet: 'No {family} wallet was found in this browser. Install one, then come back.',
  needWallet: '{family} networks need {wallet}.',
  othersStay: 'Your {families} wallet stays connected.',
} as const satisfies Messages
