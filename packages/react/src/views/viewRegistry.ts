import type { ViewName } from '@latch/core'
import { Connect } from './Connect/Connect.tsx'
import type { ViewLoader } from './lazyView.tsx'
import {
  Account,
  AllWallets,
  ApproveTransaction,
  ConnectingExternal,
  ConnectingFarcaster,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  EmailLogin,
  Networks,
  OnRampProviders,
  ProfileWallets,
  RegisterAccountName,
  RegisterAccountNameSuccess,
  SIWXSignMessage,
  Swap,
  SwitchActiveChain,
  SwitchNetwork,
  UnsupportedChain,
  UpdateEmailWallet,
  WalletReceive,
  WalletSend,
} from './lazyViews.ts'
import type { ViewComponent } from './types.ts'

/**
 * The views this build can show. A view missing here renders the "not available in this
 * build" panel instead of a fake screen. Connect ships with the modal; every other view loads
 * on demand (SPEC §1) through `lazyView` loaders, preloaded when the modal opens.
 */
export const VIEW_REGISTRY: Partial<Record<ViewName, ViewComponent | ViewLoader>> = {
  Connect,
  ConnectingExternal,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  ConnectingFarcaster,
  Account,
  AllWallets,
  Networks,
  SwitchNetwork,
  SwitchActiveChain,
  UnsupportedChain,
  SIWXSignMessage,
  WalletSend,
  WalletReceive,
  Swap,
  OnRampProviders,
  EmailLogin,
  UpdateEmailWallet,
  ApproveTransaction,
  ProfileWallets,
  RegisterAccountName,
  RegisterAccountNameSuccess,
}
