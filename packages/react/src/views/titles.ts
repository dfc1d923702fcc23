import type { Connector, RouteEntry, ViewName } from '@latch/core'

/** The header title of each view. */
export const VIEW_TITLES: Record<ViewName, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Email',
  UpdateEmailWallet: 'Edit Email',
  ProfileWallets: 'Wallets',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  SIWXSignMessage: 'Sign In',
  ApproveTransaction: 'Approve Transaction',
  Swap: 'Swap',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Networks: 'Choose Network',
  WalletSend: 'Send',
  WalletReceive: 'Receive',
  OnRampProviders: 'Buy',
}

/** The titles of the frame's own cards (ApproveTransaction with a `card`). */
export const CARD_TITLES = { recovery: 'Recovery share', passkey: 'Passkey' } as const

/**
 * The title for `entry` in English, and its key in the `titles` catalogue when it is one of the
 * kit's titles (not a wallet's or a network's name): connecting to a wallet names the wallet,
 * switching to a network names the network; everything else uses {@link VIEW_TITLES}.
 */
export function getViewTitle(
  entry: RouteEntry,
  connectors: readonly Connector[],
): { text: string; key?: string } {
  if (entry.view === 'ConnectingExternal' && entry.params) {
    const connector = connectors.find((candidate) => candidate.id === entry.params?.connectorId)
    if (connector) return { text: connector.name }
  }
  if (entry.view === 'SwitchNetwork' && entry.params) return { text: entry.params.network.name }
  if (entry.view === 'ConnectingWalletConnect' && entry.params?.wallet) {
    return { text: entry.params.wallet.name }
  }
  // The frame's own cards are no transaction to approve.
  if (entry.view === 'ApproveTransaction' && entry.params?.card) {
    return { text: CARD_TITLES[entry.params.card], key: entry.params.card }
  }
  // A view this build doesn't know (a site naming one from a newer version): its own name, so the
  // dialog still has a heading.
  return { text: VIEW_TITLES[entry.view] ?? entry.view, key: entry.view }
}
