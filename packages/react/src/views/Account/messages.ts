import type { Messages } from '../../i18n/types.ts'

/**
 * The Account view's header, balance, network row and feature buttons (namespace `account`).
 * `{wallet}`: a wallet's name; `{seconds}`: a whole number of seconds.
 */
export const accountMessages = {
  copy: 'Copy address',
  wallets: 'Wallets: connected with {wallet}',
  connectedWith: 'Connected with {wallet}',
  network: 'Network',
  unsupportedNetwork: 'Unsupported network',
  balanceUnavailable: 'Balance unavailable',
  balanceLoading: 'Balance loading',
  retry: 'Retry',
  retryIn: 'Retry in {seconds} s',
  connected: 'Connected',
  buy: 'Buy',
  swap: 'Swap',
  receive: 'Receive',
  send: 'Send',
} as const satisfies Messages

/** The embedded wallet's rows under the Account view (namespace `accountActions`). */
export const accountActionsMessages = {
  smartAccount: 'Smart account',
  notDeployed: 'Not deployed yet · it goes on chain with your first transaction',
  switchToEoa: 'Switch to your EOA',
  switchToSmartAccount: 'Switch to your smart account',
  switching: 'Switching…',
  inUseSmartAccount: 'In use: your smart account',
  inUseEoa: 'In use: your EOA, the key’s own address',
  chooseName: 'Choose a name',
  chooseNameHint: 'Receive with a name instead of an address',
  updateEmail: 'Update email',
  exportRecovery: 'Export recovery share',
  exportRecoveryHint: 'Shown in your wallet’s own window',
  addPasskey: 'Add a passkey',
  addPasskeyHint: 'Restore this wallet in a new browser',
  passkeyAdded: 'Passkey added',
} as const satisfies Messages

/**
 * The tabs, and the Tokens and NFTs panels (namespace `accountTabs`). `{network}`: a network's
 * name; `{total}`: a US-dollar amount already formatted.
 */
export const accountTabsMessages = {
  tabs: 'Account',
  Tokens: 'Tokens',
  NFTs: 'NFTs',
  Activity: 'Activity',
  loadingTokens: 'Loading tokens',
  tokensUnavailable: 'Token balances unavailable',
  tokensUnavailableText: "They couldn't be read on {network} just now.",
  noTokens: 'No tokens yet',
  noTokensText: 'Total {total} on {network}.',
  tokenList: 'Tokens on {network}',
  loadingNfts: 'Loading NFTs',
  nftsUnavailable: 'NFTs unavailable',
  nftsUnavailableText: "They couldn't be read just now.",
  noNftsHere: 'No NFTs here',
  noNftsHereText: "NFTs show for EVM accounts; {network} isn't one.",
  noNfts: 'No NFTs yet',
  noNftsText: 'NFTs this account holds on {network} show here.',
  nftList: 'NFTs on {network}',
  loadingMoreNfts: 'Loading more NFTs',
} as const satisfies Messages

/** The Activity panel and its rows (namespace `activity`). `{address}`: a short address. */
export const activityMessages = {
  loading: 'Loading activity',
  noActivityHere: 'No activity here',
  noActivityHereText: "Activity shows for EVM accounts; {network} isn't one.",
  unavailable: 'Activity unavailable',
  unavailableText: "Transactions couldn't be read just now.",
  noActivity: 'No activity yet',
  noActivityText: 'Transactions on {network} show here.',
  list: 'Activity on {network}',
  loadingMore: 'Loading more activity',
  failed: 'Failed',
  from: 'from {address}',
  to: 'to {address}',
} as const satisfies Messages

/** What a transaction did, by core's operation type (namespace `activityTypes`). */
export const activityTypesMessages = {
  receive: 'Receive',
  deposit: 'Deposit',
  borrow: 'Borrow',
  claim: 'Claim',
  withdraw: 'Withdraw',
  repay: 'Repay',
  burn: 'Burn',
  send: 'Send',
  mint: 'Mint',
  trade: 'Trade',
  approve: 'Approve',
  deploy: 'Deploy',
  execute: 'Execute',
} as const satisfies Messages

/**
 * Disconnect with wallets of several chain families connected (namespace `disconnectMenu`).
 * `{family}`: a chain family's name (EVM, Solana, Bitcoin).
 */
export const disconnectMenuMessages = {
  disconnect: 'Disconnect',
  disconnectFamily: 'Disconnect {family}',
  disconnectAll: 'Disconnect all',
} as const satisfies Messages
