import type { OnrampPaymentMethod } from '../api/onramp.ts'
import type { Wallet } from '../api/types.ts'
import type { CaipNetwork } from '../types/network.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'

/** Every view the modal can show (SPEC §2), named as the spec names them. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'Swap',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
  'WalletSend',
  'WalletReceive',
  'OnRampProviders',
] as const

/** The name of a view (SPEC §2): `Connect`, `Account`, `WalletSend` … */
export type ViewName = (typeof VIEWS)[number]

/** Parameters of the SwitchActiveChain view (SPEC §2). */
export type SwitchActiveChainParameters = {
  /** The chain namespace to switch to. */
  namespace: ChainNamespace
  /** The view to show once switched. */
  navigateTo?: ViewName
  /** Replace the current view instead of pushing. */
  replace?: boolean
  network?: CaipNetwork
}

/** Parameters a view may carry on the stack. */
export type ViewParameters = {
  /**
   * `namespace`: only the wallets of one chain namespace (SwitchActiveChain sends the visitor
   * here). `wallets`: only the wallet list, as "Continue with a wallet" opens it (the
   * `collapseWallets` feature).
   */
  Connect: { namespace?: ChainNamespace; wallets?: boolean }
  SwitchActiveChain: SwitchActiveChainParameters
  SwitchNetwork: { network: CaipNetwork }
  /**
   * Connect the wallet behind `connectorId`; with `chooseFamily`, the MULTI_CHAIN wallet listed
   * under that id (its first family's connector): the visitor picks which family to connect.
   */
  ConnectingExternal: { connectorId: string; chooseFamily?: boolean }
  /** Pair over WalletConnect; with `wallet`, a directory wallet the visitor picked (its app links). */
  ConnectingWalletConnect: { wallet?: Wallet }
  Swap: { fromToken?: string; toToken?: string; amount?: string }
  /**
   * Buying crypto (SPEC §1 on-ramp): `purchaseCurrency` an id or symbol (`'USDC'`), `amount` what
   * the visitor pays in `paymentCurrency` (`'USD'`, `'EUR'`), `paymentMethod` card or bank account.
   */
  OnRampProviders: {
    purchaseCurrency?: string
    amount?: string
    paymentCurrency?: string
    paymentMethod?: OnrampPaymentMethod
  }
  WalletSend: { amount?: string; assetAddress?: string; namespace?: ChainNamespace; to?: string }
  /**
   * The embedded wallet's frame over the modal: a request to approve (no params), or one of its
   * own cards, named so the modal's title fits it.
   */
  ApproveTransaction: { card?: 'recovery' | 'passkey' }
  /** The name just registered, e.g. `my-name-1234.latch`. */
  RegisterAccountNameSuccess: { name: string }
}

/** One entry of the view history stack. */
export type RouteEntry = {
  [V in ViewName]: {
    view: V
    params?: V extends keyof ViewParameters ? ViewParameters[V] : undefined
  }
}[ViewName]

/** Which way the last navigation went, for transitions (SPEC §2). */
export type ViewDirection = 'next' | 'prev'

export function isViewName(value: unknown): value is ViewName {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value)
}
