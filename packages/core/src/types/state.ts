import type { ActivityState } from '../activity/types.ts'
import type { Alert } from '../alerts/alerts.ts'
import type { TokenBalance } from '../api/types.ts'
import type { DirectoryState } from '../directory/directoryState.ts'
import type { EmbeddedState } from '../embedded/types.ts'
import type { LatchError } from '../errors/base.ts'
import type { Features } from '../features/features.ts'
import type { Locale } from '../i18n/locales.ts'
import type { NftsState } from '../nfts/types.ts'
import type { OnrampState } from '../onramp/onrampState.ts'
import type { TokenBalanceStatus } from '../portfolio/types.ts'
import type { RouteEntry, ViewDirection } from '../router/views.ts'
import type { SendState } from '../send/sendState.ts'
import type { SiwxState } from '../siwx/types.ts'
import type { SwapState, SwapTokenList } from '../swap/swapState.ts'
import type { ThemeMode, ThemeVariables } from '../theme/theme.ts'
import type { ChainNamespace } from '../utils/chainNamespace.ts'
import type { Social } from '../utils/socials.ts'
import type { WalletConnectState } from '../walletconnect/types.ts'
import type { AccountType, Connection, Connector, RecentWallet } from './connector.ts'
import type { CaipAddress, CaipNetworkId } from './network.ts'

/** SPEC §4 connection status, per chain namespace. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** SPEC §3 Connected wallet info. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string
  identifier?: string
  social?: string
}

/** What Latch knows of the account on one namespace (SPEC §3 Account state per chain). */
export type AccountState = {
  status: ConnectionStatus
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  /** Where reading the native balance stands; `error` after a failed read (retry blocked 30 s). */
  balanceStatus?: 'loading' | 'ready' | 'error'
  profileName?: string
  profileImage?: string
  /** The account's tokens on its active network (SPEC §3), 0-decimal tokens dropped. */
  tokenBalance?: TokenBalance[]
  /** Where reading `tokenBalance` stands; `error` after a failed read (retry blocked 30 s). */
  tokenBalanceStatus?: TokenBalanceStatus
  allAccounts?: { address: string; type: AccountType }[]
  /**
   * SPEC §3: the shown account is a smart account with code on the chain (it deploys with its
   * first user operation). Absent for wallets that don't say.
   */
  smartAccountDeployed?: boolean
  connectedWalletInfo?: ConnectedWalletInfo
  /** The social login's provider, for an embedded wallet signed in that way (SPEC §3). */
  socialProvider?: Social | undefined
}

/** SPEC §3 Toast. */
export type ToastVariant = 'success' | 'error' | 'loading' | 'info'
/** The toast shown (`state.toast`); one at a time. */
export type Toast = {
  id: number
  /** The English text (SPEC §8's for core's own toasts). */
  message: string
  variant: ToastVariant
  /** The modal's catalogue key for the text (namespace `toast`), when it has one. */
  key?: string | undefined
  /** The values of the key's `{name}` placeholders. */
  values?: { readonly [name: string]: string | number } | undefined
  /** The error the toast reports: the modal shows its class's text in its language. */
  error?: LatchError | undefined
  autoClose: boolean
  /** false while the toast leaves (SPEC §9 swap delay). */
  open: boolean
}

/**
 * What survives a reload (SPEC §3 Persistent local storage entries), one storage key each.
 */
export type PersistedState = {
  activeNamespace: ChainNamespace | undefined
  activeCaipNetworkId: CaipNetworkId | undefined
  activeCaipNetworkIds: Partial<Record<ChainNamespace, CaipNetworkId>>
  recentWallets: RecentWallet[]
  connectedConnectorIds: Partial<Record<ChainNamespace, string>>
  connectedSocial: string | undefined
  connectedSocialUsername: string | undefined
  connectionStatus: ConnectionStatus | undefined
  connectedNamespaces: ChainNamespace[]
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  deepLinkChoice: { name: string; href: string } | undefined
  /**
   * The legal links the visitor accepted with the `legalCheckbox` feature (see
   * `getLegalConsent`); other links than the site's current ones ask again.
   */
  legalAccepted: string | undefined
}

/** SPEC §2: the Account modal's tabs. */
export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** The one store of a Latch client. */
export type LatchState = PersistedState & {
  open: boolean
  loading: boolean
  /** The view history stack; the last entry is shown. */
  history: RouteEntry[]
  direction: ViewDirection
  accounts: Partial<Record<ChainNamespace, AccountState>>
  connectors: Connector[]
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** The language the modal speaks (`setLocale`). */
  locale: Locale
  features: Features
  toast: Toast | undefined
  /** How many toasts this client has shown: the next toast's id. */
  toastCount: number
  alert: Alert | undefined
  /** The wallet directory as loaded so far (SPEC §7 `/getWallets`). */
  directory: DirectoryState
  /** The modal shakes while true (SPEC §4: 500 ms). */
  shaking: boolean
  /** The WalletConnect pairing (not persisted). */
  walletConnect: WalletConnectState
  /** The active account's transactions on its connected chain (SPEC §4 Activity). */
  activity: ActivityState
  /** The active account's NFTs on its connected chain. */
  nfts: NftsState
  /** The send of the open WalletSend view (SPEC §3 Send state; not persisted), else `undefined`. */
  send: SendState | undefined
  /** The Account modal's tab last picked: coming back from another view keeps it. */
  accountTab: AccountTab
  /**
   * The swap of the open Swap view (not persisted), else `undefined`. Optional so that nothing
   * of it ships at load: absent and `undefined` mean the same.
   */
  swap?: SwapState | undefined
  /**
   * The tokens the server swaps, by CAIP-2 network id, as far as asked (SPEC §7
   * `/v1/convert/tokens`): `unsupported` where it routes no swaps. Absent until first asked.
   */
  swapTokens?: Partial<Record<string, SwapTokenList>> | undefined
  /**
   * The purchase of the open OnRampProviders (Buy) view (not persisted), else `undefined`.
   * Optional so that nothing of it ships at load.
   */
  onramp?: OnrampState | undefined
  /**
   * Sign-in (SPEC §4 SIWX): each account's session and what SIWXSignMessage asks. Absent without
   * the `siwx` option and until the first connected account was checked (nothing at load).
   */
  siwx?: SiwxState | undefined
  /**
   * The email login (EmailLogin's step, the code sent, errors) and the embedded wallet's
   * requests waiting for approval (not persisted). Stays at its initial value without the
   * `embeddedWallet` option.
   */
  embedded: EmbeddedState
}
